import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'

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
  if (language === 'es') {
    return renderMail({
      subject: d.title,
      greeting: `Hola, ${d.firstName}:`,
      paragraphs: [d.body],
      action: { label: 'Ver en Nexo', url: d.url },
      footnote: `Recibes este correo porque tienes activados los avisos por correo de «${d.typeLabel}». Puedes cambiarlo en ${d.preferencesUrl}`,
    })
  }
  return renderMail({
    subject: d.title,
    greeting: `Hello ${d.firstName},`,
    paragraphs: [d.body],
    action: { label: 'View on Nexo', url: d.url },
    footnote: `You get this e-mail because e-mail notifications for "${d.typeLabel}" are on. You can change that at ${d.preferencesUrl}`,
  })
}
