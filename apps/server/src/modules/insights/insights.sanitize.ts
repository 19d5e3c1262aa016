import sanitizeHtml from 'sanitize-html'

/**
 * The allow-list of the blog's stored HTML (ADR 034): what the admin's rich-text editor produces (paragraphs,
 * headings, lists, quotes, code, emphasis, links) and nothing else. No style, class or event attribute, no
 * script/style/iframe/object/form/img elements; links only to http(s), mailto and tel, opened with rel="noopener
 * noreferrer nofollow" when they leave the site.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'code', 'pre', 'hr', 'a', 'sub', 'sup', 'mark'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // script, style, textarea, option and noscript lose their contents too, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The editor's h1 would compete with the page's title: it becomes an h2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const isExternal = /^https?:\/\//i.test(href)
      const attributes: sanitizeHtml.Attributes = isExternal ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' } : href ? { href } : {}
      return { tagName, attribs: attributes }
    },
  },
}

/** Sanitized HTML of a post body: safe to render as is. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** The text of some HTML (for descriptions and checks that a body is not empty after sanitizing). */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ')
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}
