import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'
import { mailTexts } from '../../platform/mail-texts'

export interface NotificationMailData {
  firstName: string
  /** The notification's title and body, already rendered in `language` (packages/shared notification-texts.ts). */
  title: string
  body: string
  /** The type's name in `language`, to say which preference sent the mail. */
  typeLabel: string
  /** The page the notification is about, or the notifications page. */
  url: string
  /** The notifications page, where the e-mail preferences are. */
  preferencesUrl: string
}

/** A notification as an e-mail, sent when the recipient's preference for its type is on. */
export function renderNotificationMail(language: Language, d: NotificationMailData) {
  const t = mailTexts(language)
  return renderMail({
    subject: d.title,
    greeting: t('greeting', { firstName: d.firstName }),
    paragraphs: [d.body],
    action: { label: t('notification.action'), url: d.url },
    footnote: t('notification.footnote', { typeLabel: d.typeLabel, preferencesUrl: d.preferencesUrl }),
  })
}
