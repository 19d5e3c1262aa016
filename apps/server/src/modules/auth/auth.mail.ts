import type { Language } from '@nexo/shared'
import { renderMail, type MailMessage } from '../../platform/mail'
import { hoursText, mailTexts } from '../../platform/mail-texts'

interface LinkMail {
  to: string
  firstName: string
  url: string
  ttlHours: number
  language: Language
}

/** The activation link after sign-up or a resend, in the user's language. */
export function activationMail({ to, firstName, url, ttlHours, language }: LinkMail): MailMessage {
  const t = mailTexts(language)
  const content = {
    subject: t('activation.subject'),
    greeting: t('greeting', { firstName }),
    paragraphs: [t('activation.intro')],
    action: { label: t('activation.action'), url },
    footnote: t('activation.footnote', { hours: hoursText(language, ttlHours) }),
  }
  return { to, ...renderMail(content), template: 'activation', language }
}

/** The password recovery link, in the user's language. */
export function passwordResetMail({ to, firstName, url, ttlHours, language }: LinkMail): MailMessage {
  const t = mailTexts(language)
  const content = {
    subject: t('passwordReset.subject'),
    greeting: t('greeting', { firstName }),
    paragraphs: [t('passwordReset.intro')],
    action: { label: t('passwordReset.action'), url },
    footnote: t('passwordReset.footnote', { hours: hoursText(language, ttlHours) }),
  }
  return { to, ...renderMail(content), template: 'password_reset', language }
}

/** The confirmation link of a new e-mail address, sent to that address. */
export function emailChangeMail({ to, firstName, url, ttlHours, language }: LinkMail): MailMessage {
  const t = mailTexts(language)
  const content = {
    subject: t('emailChange.subject'),
    greeting: t('greeting', { firstName }),
    paragraphs: [t('emailChange.intro', { email: to })],
    action: { label: t('emailChange.action'), url },
    footnote: t('emailChange.footnote', { hours: hoursText(language, ttlHours) }),
  }
  return { to, ...renderMail(content), template: 'email_change', language }
}

/** Tells the current address that a change to another one was asked for (no link: nothing to do if it was you). */
export function emailChangeNoticeMail({ to, firstName, newEmail, language }: { to: string; firstName: string; newEmail: string; language: Language }): MailMessage {
  const t = mailTexts(language)
  const content = {
    subject: t('emailChangeNotice.subject'),
    greeting: t('greeting', { firstName }),
    paragraphs: [t('emailChangeNotice.requested', { newEmail }), t('emailChangeNotice.notYou')],
  }
  return { to, ...renderMail(content), template: 'email_change_notice', language }
}
