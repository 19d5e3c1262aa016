import type { Language, TPrequalificationForm } from '@nexo/shared'
import { renderMail } from '../../platform/mail'

const FIELD_LABELS: Record<Language, Record<keyof TPrequalificationForm, string>> = {
  en: { name: 'Name', lastName: 'Last name', email: 'E-mail', phone: 'Phone', company: 'Company', address: 'Address', country: 'Country', state: 'State', city: 'City', suburb: 'Suburb', street: 'Street', zip: 'ZIP code' },
  es: { name: 'Nombre', lastName: 'Apellido', email: 'Correo', phone: 'Teléfono', company: 'Empresa', address: 'Dirección', country: 'País', state: 'Estado', city: 'Ciudad', suburb: 'Colonia', street: 'Calle', zip: 'Código postal' },
}

function formLines(language: Language, form: TPrequalificationForm): string[] {
  return (Object.keys(FIELD_LABELS[language]) as (keyof TPrequalificationForm)[]).map((key) => `${FIELD_LABELS[language][key]}: ${form[key]}`)
}

/** To the company: its Gold request was received, with what it sent. */
export function renderGoldRequestCompanyMail(language: Language, d: { firstName: string; companyName: string; form: TPrequalificationForm }) {
  if (language === 'es') {
    return renderMail({
      subject: 'Recibimos tu solicitud de Nexo Gold',
      greeting: `Hola, ${d.firstName}:`,
      paragraphs: [
        `Recibimos la solicitud de ${d.companyName} para el servicio de matchmaking personalizado Gold. Un asesor te contactará en un día hábil para conocer tus necesidades.`,
        'Estos son los datos que nos enviaste:',
        ...formLines('es', d.form),
      ],
    })
  }
  return renderMail({
    subject: 'We received your Nexo Gold request',
    greeting: `Hello ${d.firstName},`,
    paragraphs: [
      `We received ${d.companyName}'s request for the Gold personalised matchmaking service. An advisor will contact you within one business day to learn what you need.`,
      'This is what you sent us:',
      ...formLines('en', d.form),
    ],
  })
}

/** To the platform admins: a new Gold request with the whole pre-qualification form. */
export function renderGoldRequestAdminMail(language: Language, d: { companyName: string; form: TPrequalificationForm; url: string }) {
  if (language === 'es') {
    return renderMail({
      subject: `Solicitud Gold: ${d.companyName}`,
      greeting: 'Hola:',
      paragraphs: [`${d.companyName} solicitó el servicio Gold. Formulario de precalificación:`, ...formLines('es', d.form)],
      action: { label: 'Ver solicitudes de membresía', url: d.url },
    })
  }
  return renderMail({
    subject: `Gold request: ${d.companyName}`,
    greeting: 'Hello,',
    paragraphs: [`${d.companyName} asked for the Gold service. Pre-qualification form:`, ...formLines('en', d.form)],
    action: { label: 'Open membership requests', url: d.url },
  })
}
