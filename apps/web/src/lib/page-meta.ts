import { useEffect } from 'react'
import { useTranslation } from './i18n-react'

/** Longest meta description worth sending: search engines cut snippets at about 155–160 characters. */
const DESCRIPTION_MAX = 160

function descriptionElement(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  return meta
}

/** One line, at most DESCRIPTION_MAX characters, cut at a word with an ellipsis. */
export function toMetaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= DESCRIPTION_MAX) return line
  const cut = line.slice(0, DESCRIPTION_MAX - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

export interface PageMeta {
  /** Translated page title; the document title becomes "<title> · Nexo" (just "Nexo" when empty). */
  title: string
  /** Translated description for search results and link previews (`<meta name="description">`); the `meta`
   *  namespace (locales/<lang>/meta.json) holds those that no page text already says. */
  description: string
}

/**
 * Sets a public page's document title and meta description in the interface language, and puts the site's
 * default description back when the page goes, so a page without one never shows the previous page's.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  const { t } = useTranslation()
  const { t: tMeta } = useTranslation('meta')
  const documentTitle = title ? `${title} · ${t('appName')}` : t('appName')
  const content = toMetaDescription(description)
  const fallback = tMeta('site')

  useEffect(() => {
    document.title = documentTitle
    const meta = descriptionElement()
    meta.content = content
    return () => {
      meta.content = fallback
    }
  }, [documentTitle, content, fallback])
}
