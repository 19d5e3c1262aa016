import type { Language } from '@nexo/shared'
import { renderMail, type MailMessage } from '../../platform/mail'

interface LinkMail {
  to: string
  firstName: string
  url: string
  ttlHours: number
  language: Language
}

const hours = (n: number, language: Language) => (language === 'es' ? `${n} ${n === 1 ? 'hora' : 'horas'}` : `${n} ${n === 1 ? 'hour' : 'hours'}`)

/** The activation link after sign-up or a resend, in the user's language. */
export function activationMail({ to, firstName, url, ttlHours, language }: LinkMail): MailMessage {
  const content =
    language === 'es'
      ? {
          subject: 'Activa tu cuenta de Nexo',
          greeting: `Hola, ${firstName}:`,
          paragraphs: ['Gracias por registrarte en Nexo. Confirma tu correo electrónico para activar tu cuenta.'],
          action: { label: 'Activar mi cuenta', url },
          footnote: `El enlace vence en ${hours(ttlHours, language)} y solo se puede usar una vez. Si no te registraste, ignora este correo.`,
        }
      : {
          subject: 'Activate your Nexo account',
          greeting: `Hello ${firstName},`,
          paragraphs: ['Thank you for signing up to Nexo. Confirm your e-mail address to activate your account.'],
          action: { label: 'Activate my account', url },
          footnote: `The link expires in ${hours(ttlHours, language)} and works only once. If you did not sign up, ignore this e-mail.`,
        }
  return { to, ...renderMail(content), template: 'activation', language }
}

/** The password recovery link, in the user's language. */
export function passwordResetMail({ to, firstName, url, ttlHours, language }: LinkMail): MailMessage {
  const content =
    language === 'es'
      ? {
          subject: 'Cambia tu contraseña de Nexo',
          greeting: `Hola, ${firstName}:`,
          paragraphs: ['Recibimos una solicitud para cambiar la contraseña de tu cuenta de Nexo.'],
          action: { label: 'Cambiar mi contraseña', url },
          footnote: `El enlace vence en ${hours(ttlHours, language)} y solo se puede usar una vez. Si no lo solicitaste, ignora este correo: tu contraseña no cambia.`,
        }
      : {
          subject: 'Change your Nexo password',
          greeting: `Hello ${firstName},`,
          paragraphs: ['We received a request to change the password of your Nexo account.'],
          action: { label: 'Change my password', url },
          footnote: `The link expires in ${hours(ttlHours, language)} and works only once. If you did not ask for it, ignore this e-mail: your password stays the same.`,
        }
  return { to, ...renderMail(content), template: 'password_reset', language }
}

/** The confirmation link of a new e-mail address, sent to that address. */
export function emailChangeMail({ to, firstName, url, ttlHours, language }: LinkMail): MailMessage {
  const content =
    language === 'es'
      ? {
          subject: 'Confirma tu nuevo correo de Nexo',
          greeting: `Hola, ${firstName}:`,
          paragraphs: [`Pediste usar ${to} para entrar a Nexo. Confírmalo para que el cambio tenga efecto; hasta entonces sigues entrando con tu correo actual.`],
          action: { label: 'Confirmar mi nuevo correo', url },
          footnote: `El enlace vence en ${hours(ttlHours, language)} y solo se puede usar una vez. Si no lo pediste, ignora este correo.`,
        }
      : {
          subject: 'Confirm your new Nexo e-mail',
          greeting: `Hello ${firstName},`,
          paragraphs: [`You asked to sign in to Nexo with ${to}. Confirm it for the change to take effect; until then you keep signing in with your current e-mail.`],
          action: { label: 'Confirm my new e-mail', url },
          footnote: `The link expires in ${hours(ttlHours, language)} and works only once. If you did not ask for it, ignore this e-mail.`,
        }
  return { to, ...renderMail(content), template: 'email_change', language }
}

/** Tells the current address that a change to another one was asked for (no link: nothing to do if it was you). */
export function emailChangeNoticeMail({ to, firstName, newEmail, language }: { to: string; firstName: string; newEmail: string; language: Language }): MailMessage {
  const content =
    language === 'es'
      ? {
          subject: 'Solicitud de cambio de correo en Nexo',
          greeting: `Hola, ${firstName}:`,
          paragraphs: [
            `Se pidió cambiar el correo de tu cuenta de Nexo a ${newEmail}. El cambio solo ocurre si se confirma desde ese buzón.`,
            'Si no fuiste tú, cambia tu contraseña y cancela el cambio en tu perfil.',
          ],
        }
      : {
          subject: 'E-mail change requested on Nexo',
          greeting: `Hello ${firstName},`,
          paragraphs: [
            `A change of your Nexo account e-mail to ${newEmail} was requested. It only happens once confirmed from that mailbox.`,
            'If it was not you, change your password and cancel the change in your profile.',
          ],
        }
  return { to, ...renderMail(content), template: 'email_change_notice', language }
}
