/** A piece of a plain-text mail body: text, or a web link to render as <a>. */
export type TextSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string }

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi
// Punctuation that ends a sentence rather than the URL ("…at https://nexo.mx/x.").
const TRAILING = /[.,;:!?)\]}'"»”’]+$/

/**
 * Splits plain text into text and http(s) link segments, so a mail can be shown with
 * clickable links without ever injecting its HTML.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index
    let url = match[0]
    const trailing = TRAILING.exec(url)?.[0] ?? ''
    // Keep a closing parenthesis that belongs to the URL itself (…/wiki/Foo_(bar)).
    let cut = trailing.length
    if (trailing.startsWith(')') && (url.match(/\(/g)?.length ?? 0) >= (url.match(/\)/g)?.length ?? 0)) cut = 0
    url = url.slice(0, url.length - cut)
    if (url.length <= 'https://'.length) continue
    if (start > last) segments.push({ type: 'text', text: text.slice(last, start) })
    segments.push({ type: 'link', text: url, href: url })
    last = start + url.length
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) })
  return segments
}
