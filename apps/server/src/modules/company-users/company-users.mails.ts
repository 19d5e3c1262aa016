import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'

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
  if (language === 'es') {
    return renderMail({
      subject: `Tu cuenta de Nexo en ${d.companyName}`,
      greeting: `Hola, ${d.firstName}:`,
      paragraphs: [
        `${d.adminName} creó una cuenta para ti en Nexo como usuario de ${d.companyName}.`,
        `Inicia sesión con tu correo ${d.email} y la contraseña que te dé tu administrador. Si no la tienes, puedes crear una nueva desde "Recuperar contraseña": ${d.recoverUrl}`,
        ...(d.isActive ? [] : ['Tu cuenta está inactiva por ahora; tu administrador te avisará cuando la active.']),
      ],
      action: { label: 'Iniciar sesión', url: d.signInUrl },
    })
  }
  return renderMail({
    subject: `Your Nexo account at ${d.companyName}`,
    greeting: `Hello ${d.firstName},`,
    paragraphs: [
      `${d.adminName} created a Nexo account for you as a user of ${d.companyName}.`,
      `Sign in with your e-mail ${d.email} and the password your administrator gives you. If you do not have it, you can set a new one from "Recover password": ${d.recoverUrl}`,
      ...(d.isActive ? [] : ['Your account is inactive for now; your administrator will let you know when it is activated.']),
    ],
    action: { label: 'Sign in', url: d.signInUrl },
  })
}
