import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../lib/i18n-react'
import { changeLanguage, currentLanguage } from '../lib/i18n'
import { useHydrated } from '../lib/use-hydrated'

/** localStorage key set once the visitor has a language of their own choosing: the offer never comes back. */
const CHOSEN_KEY = 'nexo.languageChosen'

/** Records that the language in use was chosen (switch, offer, the profile's saved language at sign-in). */
export function markLanguageChosen(): void {
  try {
    window.localStorage.setItem(CHOSEN_KEY, 'true')
  } catch {
    // Storage blocked: the offer may show again, which is harmless.
  }
}

function hasChosenLanguage(): boolean {
  try {
    return window.localStorage.getItem(CHOSEN_KEY) === 'true'
  } catch {
    return true
  }
}

/** The browser's first preference among our languages is Spanish (es, es-MX, es-419 …). */
export function prefersSpanish(languages: readonly string[]): boolean {
  const first = languages.map((l) => l.toLowerCase().slice(0, 2)).find((l) => l === 'en' || l === 'es')
  return first === 'es'
}

// The offer itself (Spanish texts, banner) loads only for the visitors it is made to (issue 11).
const LanguageOfferBanner = lazy(() => import('./language-offer-banner'))

/**
 * English stays the default (spec §1), but a visitor whose browser prefers Spanish is offered it once,
 * in Spanish, above the page. Choosing either answer, or the header switch, settles it for good.
 */
export function LanguageOffer() {
  const { i18n } = useTranslation()
  const [open, setOpen] = useState(
    () => typeof navigator !== 'undefined' && !hasChosenLanguage() && currentLanguage(i18n) === 'en' && prefersSpanish(navigator.languages ?? [navigator.language]),
  )
  // Never part of the server's HTML (no navigator there), so not of hydration either: a lazy component hydrated
  // where the server rendered nothing would not match.
  const hydrated = useHydrated()
  if (!open || !hydrated) return null

  const answer = (language: 'en' | 'es') => {
    markLanguageChosen()
    setOpen(false)
    if (language === 'es') void changeLanguage('es')
  }
  return (
    <Suspense fallback={null}>
      <LanguageOfferBanner onAnswer={answer} />
    </Suspense>
  )
}
