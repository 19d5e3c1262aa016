import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../lib/i18n-react'
import type { Language } from '@nexo/shared/constants'
import { saveLanguageToAccount } from '../lib/account-language'
import { browserLanguage, changeLanguage, currentLanguage, readBrowserLanguages } from '../lib/i18n'
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

// The offer itself (its texts, banner) loads only for the visitors it is made to (issue 11).
const LanguageOfferBanner = lazy(() => import('./language-offer-banner'))

/**
 * A first visit is in the browser's preferred language (English or Spanish, ADR 017 as changed by issue 27 §11). When
 * the page is in the other one anyway (a link's ?lang, a language kept from an earlier visit) and the visitor never chose,
 * the browser's language is offered once, written in it, above the page. Choosing either answer, or the header switch,
 * settles it for good.
 */
export function LanguageOffer() {
  const { i18n } = useTranslation()
  const [offered, setOffered] = useState<Language | null>(() => {
    if (typeof navigator === 'undefined' || hasChosenLanguage()) return null
    const preferred = browserLanguage(readBrowserLanguages())
    return preferred && preferred !== currentLanguage(i18n) ? preferred : null
  })
  // Never part of the server's HTML (no navigator there), so not of hydration either: a lazy component hydrated
  // where the server rendered nothing would not match.
  const hydrated = useHydrated()
  if (!offered || !hydrated) return null

  const answer = (isSwitching: boolean) => {
    markLanguageChosen()
    setOffered(null)
    if (isSwitching) {
      void changeLanguage(offered)
      void saveLanguageToAccount(offered)
    }
  }
  return (
    <Suspense fallback={null}>
      <LanguageOfferBanner language={offered} onAnswer={answer} />
    </Suspense>
  )
}
