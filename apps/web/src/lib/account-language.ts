import type { Language } from '@nexo/shared/constants'
import { api } from './api-client'
import { queryClient } from './query-client'
import { sessionStore } from './session-store'

/**
 * Saves the language the person chose in the header to their account (issue 27 §11): the next sign-in opens in it and
 * e-mails are written in it. A visitor's choice stays in this browser only. Best effort and silent: the page is
 * already in the chosen language, and the next sign-in saves it again.
 */
export async function saveLanguageToAccount(language: Language): Promise<void> {
  if (!sessionStore.getSnapshot().isAuthenticated) return
  try {
    await api.put('/api/v1/auth/me/language', { language })
    // The profile form shows the saved language (users feature, get-my-profile.ts): read it again.
    await queryClient.invalidateQueries({ queryKey: ['my-profile'] })
  } catch {
    // Offline or signed out meanwhile: nothing to undo.
  }
}
