import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'

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
  if (language === 'es') {
    return renderMail({
      subject: d.productTitle ? `${d.senderCompany} pregunta por «${d.productTitle}»` : `${d.senderCompany} quiere contactar a tu empresa`,
      greeting: `Hola, ${d.recipientFirstName}:`,
      paragraphs: [
        `${d.senderName}${d.senderPosition ? ` (${d.senderPosition})` : ''}, de ${d.senderCompany}, te escribió a través de Nexo${d.productTitle ? ` sobre «${d.productTitle}»` : ''}:`,
        d.message,
        `Responde a este correo para contestar directamente a ${d.senderName} (${d.senderEmail}).`,
      ],
      action: { label: `Ver ${d.senderCompany} en Nexo`, url: d.companyUrl },
    })
  }
  return renderMail({
    subject: d.productTitle ? `${d.senderCompany} asks about "${d.productTitle}"` : `${d.senderCompany} wants to contact your company`,
    greeting: `Hello ${d.recipientFirstName},`,
    paragraphs: [
      `${d.senderName}${d.senderPosition ? ` (${d.senderPosition})` : ''} of ${d.senderCompany} wrote to you through Nexo${d.productTitle ? ` about "${d.productTitle}"` : ''}:`,
      d.message,
      `Reply to this e-mail to answer ${d.senderName} (${d.senderEmail}) directly.`,
    ],
    action: { label: `View ${d.senderCompany} on Nexo`, url: d.companyUrl },
  })
}
