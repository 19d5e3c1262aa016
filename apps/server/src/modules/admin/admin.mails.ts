import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'

export interface ReviewMailData {
  firstName: string
  companyName: string
  signInUrl: string
}

/** To each company admin once the platform admin approves the company. */
export function renderCompanyApprovedMail(language: Language, d: ReviewMailData) {
  if (language === 'es') {
    return renderMail({
      subject: `${d.companyName} fue aprobada en Nexo`,
      greeting: `Hola, ${d.firstName}:`,
      paragraphs: [`El equipo de Nexo revisó y aprobó a ${d.companyName}.`, 'Ya puedes iniciar sesión con tu correo y contraseña.'],
      action: { label: 'Iniciar sesión', url: d.signInUrl },
    })
  }
  return renderMail({
    subject: `${d.companyName} was approved on Nexo`,
    greeting: `Hello ${d.firstName},`,
    paragraphs: [`The Nexo team reviewed and approved ${d.companyName}.`, 'You can now sign in with your e-mail and password.'],
    action: { label: 'Sign in', url: d.signInUrl },
  })
}

/** To each company admin when the platform admin rejects the company, with the reason given. */
export function renderCompanyRejectedMail(language: Language, d: Omit<ReviewMailData, 'signInUrl'> & { reason: string }) {
  if (language === 'es') {
    return renderMail({
      subject: `${d.companyName} no fue aprobada en Nexo`,
      greeting: `Hola, ${d.firstName}:`,
      paragraphs: [
        `El equipo de Nexo revisó el registro de ${d.companyName} y no pudo aprobarlo por este motivo:`,
        d.reason,
        'Si crees que es un error, o cuando hayas corregido los datos, comunícate con tu contacto en Nexo para que revisemos de nuevo tu registro.',
      ],
    })
  }
  return renderMail({
    subject: `${d.companyName} was not approved on Nexo`,
    greeting: `Hello ${d.firstName},`,
    paragraphs: [
      `The Nexo team reviewed the registration of ${d.companyName} and could not approve it for this reason:`,
      d.reason,
      'If you think this is a mistake, or once you have corrected the data, get in touch with your Nexo contact so we can review your registration again.',
    ],
  })
}
