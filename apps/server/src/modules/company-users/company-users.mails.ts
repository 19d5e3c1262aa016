import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'
import { mailTexts } from '../../platform/mail-texts'

export interface WelcomeMailData {
  firstName: string
  companyName: string
  adminName: string
  email: string
  signInUrl: string
  recoverUrl: string
  isActive: boolean
}

/**
 * Tells a user their company admin created an account for them. The password is never mailed:
 * the admin hands it over, or the user sets one through password recovery.
 */
export function renderWelcomeMail(language: Language, d: WelcomeMailData) {
  const t = mailTexts(language)
  return renderMail({
    subject: t('companyUserWelcome.subject', { companyName: d.companyName }),
    greeting: t('greeting', { firstName: d.firstName }),
    paragraphs: [
      t('companyUserWelcome.created', { adminName: d.adminName, companyName: d.companyName }),
      t('companyUserWelcome.signIn', { email: d.email, recoverUrl: d.recoverUrl }),
      ...(d.isActive ? [] : [t('companyUserWelcome.inactive')]),
    ],
    action: { label: t('companyUserWelcome.action'), url: d.signInUrl },
  })
}
