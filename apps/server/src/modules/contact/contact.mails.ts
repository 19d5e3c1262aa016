import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'
import { mailTexts } from '../../platform/mail-texts'

export interface ContactMailData {
  recipientFirstName: string
  senderName: string
  senderPosition: string
  senderCompany: string
  senderEmail: string
  productTitle: string | null
  message: string
  /** The sender's company page on Nexo. */
  companyUrl: string
}

/** The contact modal's e-mail: sent by Nexo on the sender's behalf, Reply-To the sender. */
export function renderContactMail(language: Language, d: ContactMailData) {
  const t = mailTexts(language)
  const sender = d.senderPosition ? t('contact.senderWithPosition', { senderName: d.senderName, senderPosition: d.senderPosition }) : d.senderName
  return renderMail({
    subject: d.productTitle ? t('contact.subjectProduct', { senderCompany: d.senderCompany, productTitle: d.productTitle }) : t('contact.subject', { senderCompany: d.senderCompany }),
    greeting: t('greeting', { firstName: d.recipientFirstName }),
    paragraphs: [
      d.productTitle ? t('contact.introProduct', { sender, senderCompany: d.senderCompany, productTitle: d.productTitle }) : t('contact.intro', { sender, senderCompany: d.senderCompany }),
      d.message,
      t('contact.reply', { senderName: d.senderName, senderEmail: d.senderEmail }),
    ],
    action: { label: t('contact.action', { senderCompany: d.senderCompany }), url: d.companyUrl },
  })
}
