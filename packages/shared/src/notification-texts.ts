import type { Language } from './constants'
import type { NotificationType, TNotificationParams } from './notifications.schema'
import { formatReadableDate, formatReadableTime, isIsoInstant } from './readable-time'
import { isIsoDay } from './requirements.schema'

/**
 * The one catalogue of notification texts (ADR 011). A notification stores a template key and its parameters; the
 * web app renders it in the reader's interface language and the server renders the same text for the e-mail in the
 * recipient's language. `{name}` is replaced by the parameter `name`.
 */
export const NOTIFICATION_TEMPLATES = {
  'company.approved': { type: 'registration', params: ['companyName'] },
  'company.rejected': { type: 'registration', params: ['companyName', 'reason'] },
  'company.validatedSupplierGranted': { type: 'profile', params: ['companyName'] },
  'company.validatedSupplierRevoked': { type: 'profile', params: ['companyName'] },
  'companyUser.welcome': { type: 'profile', params: ['companyName', 'adminName'] },
  // claims of public registry profiles (issue 30 §1, ADR 055): to the platform admins, once the claimant's address is confirmed
  'companyClaim.pending': { type: 'registration', params: ['companyName', 'claimantName'] },
  // SAT article 69-B (issue 28 §1, ADR 056): {situation} is SAT's own term (presunto, definitivo), in both languages
  'sat69b.ownListed': { type: 'profile', params: ['companyName', 'situation', 'since'], days: ['since'] },
  'sat69b.companyListed': { type: 'registration', params: ['companyName', 'rfc', 'situation'] },
  'sat69b.supplierListed': { type: 'quote', params: ['companyName', 'situation', 'since'], days: ['since'] },
  // requirements and quotes (issue 12)
  // {amount} ('MXN 125,000.00') and {leadTimeDays} may be '' (a quote without them): their [optional part] is left out
  'quote.received': { type: 'quote', params: ['companyName', 'title', 'amount', 'leadTimeDays'] },
  'quote.accepted': { type: 'quote', params: ['companyName', 'title'] },
  'quote.rejected': { type: 'quote', params: ['companyName', 'title'] },
  'quote.notChosen': { type: 'quote', params: ['requirementTitle'] },
  'quote.rated': { type: 'quote', params: ['companyName', 'score'] },
  'requirement.invited': { type: 'rfq', params: ['companyName', 'title'] },
  'requirement.covered': { type: 'rfq', params: ['title'] },
  'requirement.expired': { type: 'rfq', params: ['title'] },
  // moderation (issue 27 §19, ADR 054): to the author of what the platform administrator hid, with the reason
  'requirement.hidden': { type: 'rfq', params: ['title', 'reason'] },
  'quote.hidden': { type: 'quote', params: ['title', 'reason'] },
  'requirement.matchDigest': { type: 'rfq', params: ['count', 'titles'] },
  // contact and chat (issue 13)
  'chat.requested': { type: 'chat', params: ['companyName'] },
  'chat.accepted': { type: 'chat', params: ['companyName'] },
  'chat.declined': { type: 'chat', params: ['companyName'] },
  'chat.unreadMessages': { type: 'chat', params: ['companyName', 'count'] },
  'contact.emailReceived': { type: 'contact', params: ['companyName', 'senderName'] },
  // membership lifecycle and events (issue 14)
  'membership.requested': { type: 'membership', params: ['companyName', 'plan'] },
  // {expiresAt}: a calendar date ("2026-12-01"), written as the reader reads dates
  'membership.activated': { type: 'membership', params: ['plan', 'expiresAt'], days: ['expiresAt'] },
  'membership.reminder': { type: 'membership', params: ['plan', 'days', 'expiresAt'], days: ['expiresAt'] },
  'membership.expired': { type: 'membership', params: ['plan'] },
  'event.registered': { type: 'registration', params: ['eventTitle'] },
  'event.waitlisted': { type: 'registration', params: ['eventTitle', 'position'] },
  // {expiresAt}: an instant, on the reader's clock with the event's ({zone}) beside it
  'event.offered': { type: 'registration', params: ['eventTitle', 'expiresAt'], instants: ['expiresAt'], context: ['zone'] },
  'event.offerExpired': { type: 'registration', params: ['eventTitle'] },
  // appointments (issue 13); {when} is the start, an instant shown on the reader's clock with the other company's
  // ({zone}) beside it (issue 27 §10); notifications stored before that hold a finished text, shown as it is
  'appointment.requested': { type: 'appointment', params: ['companyName', 'when', 'matter'], instants: ['when'], context: ['zone'] },
  'appointment.accepted': { type: 'appointment', params: ['companyName', 'when'], instants: ['when'], context: ['zone'] },
  'appointment.declined': { type: 'appointment', params: ['companyName', 'when'], instants: ['when'], context: ['zone'] },
  'appointment.cancelled': { type: 'appointment', params: ['companyName', 'when', 'reason'], instants: ['when'], context: ['zone'] },
  'appointment.updated': { type: 'appointment', params: ['companyName', 'when'], instants: ['when'], context: ['zone'] },
  'appointment.reminder': { type: 'appointment', params: ['companyName', 'when'], instants: ['when'], context: ['zone'] },
} as const satisfies Record<string, NotificationTemplateSpec>

/**
 * A template's shape: `params` are the `{names}` of its text; of those, `instants` hold an ISO instant and `days` a
 * calendar date, written for the reader when rendered; `context` are parameters stored beside them that the text
 * does not show (`zone`: the IANA zone of the other side, for the second clock).
 */
interface NotificationTemplateSpec {
  type: NotificationType
  params: readonly string[]
  instants?: readonly string[]
  days?: readonly string[]
  context?: readonly string[]
}

/** A template key of the catalogue. */
export type NotificationTemplate = keyof typeof NOTIFICATION_TEMPLATES

/** The parameters a template needs, by name. */
export type NotificationTemplateParams<T extends NotificationTemplate> = Record<
  (typeof NOTIFICATION_TEMPLATES)[T]['params'][number] | ((typeof NOTIFICATION_TEMPLATES)[T] extends { context: readonly (infer C extends string)[] } ? C : never),
  string | number
>

interface NotificationText {
  title: string
  body: string
}

export const NOTIFICATION_TEXTS: Record<Language, Record<NotificationTemplate, NotificationText>> = {
  en: {
    'company.approved': { title: 'Company approved', body: '{companyName} was approved and is now listed in the Nexo directory.' },
    'company.rejected': { title: 'Registration not approved', body: '{companyName} was not approved. Reason: {reason}' },
    'companyClaim.pending': { title: 'A profile claim to check', body: '{claimantName} claims the registry profile of {companyName}. Check it with the registry\'s data in Public registry.' },
    'sat69b.ownListed': { title: "Your company is on SAT's 69-B list", body: "SAT lists the RFC of {companyName} under article 69-B as {situation}[ since {since}]. See the notice in your profile editor: what buyers see and how to rebut it before SAT." },
    'sat69b.companyListed': { title: 'A company on the SAT 69-B list', body: '{companyName} (RFC {rfc}) is on the SAT 69-B list as {situation}. See SAT 69-B in Public registry.' },
    'sat69b.supplierListed': { title: 'A supplier of yours is on the SAT 69-B list', body: "{companyName}, a supplier you quoted with or saved, is listed by SAT under article 69-B as {situation}[ since {since}]. Invoices of a 'definitivo' taxpayer cannot be deducted." },
    'company.validatedSupplierGranted': {
      title: 'Validated supplier badge',
      body: '{companyName} now shows the validated supplier badge on its profile and in search results.',
    },
    'company.validatedSupplierRevoked': { title: 'Validated supplier badge removed', body: 'The validated supplier badge was removed from {companyName}.' },
    'companyUser.welcome': {
      title: 'Welcome to Nexo',
      body: '{adminName} added you to {companyName}. Complete your profile so other companies know who they are talking to.',
    },
    'quote.received': { title: 'New quote received', body: '{companyName} sent you a quote: {title}[. Amount: {amount}][. Lead time: {leadTimeDays} days].' },
    'quote.accepted': { title: 'Quote accepted', body: '{companyName} accepted your quote "{title}". You can now rate the deal.' },
    'quote.rejected': { title: 'Quote declined', body: '{companyName} declined your quote "{title}".' },
    'quote.notChosen': { title: 'Requirement covered by another supplier', body: 'The buyer chose another quote for "{requirementTitle}"; your quote was closed.' },
    'quote.rated': { title: 'New rating', body: '{companyName} rated your company {score} out of 5.' },
    'requirement.invited': { title: 'Invitation to quote', body: '{companyName} invited your company to quote on "{title}".' },
    'requirement.covered': { title: 'Requirement covered', body: 'The requirement "{title}" was covered; your pending quote was closed.' },
    'requirement.expired': { title: 'Requirement expired', body: 'Your requirement "{title}" reached its end date and expired.' },
    'requirement.hidden': { title: 'Requirement hidden by Nexo', body: 'Nexo moderation hid your requirement "{title}": other companies no longer see it. Reason: {reason}. Write to Nexo if you think it is a mistake.' },
    'quote.hidden': { title: 'Quote hidden by Nexo', body: 'Nexo moderation hid your quote "{title}": the buyer no longer sees it. Reason: {reason}. Write to Nexo if you think it is a mistake.' },
    'requirement.matchDigest': { title: 'New requirements you could serve', body: '{count} new requirements match your company: {titles}. See them with their reasons in Matches.' },
    'chat.requested': { title: 'New chat request', body: '{companyName} wants to chat with your company. Accept or decline the request in Chat.' },
    'chat.accepted': { title: 'Chat request accepted', body: '{companyName} accepted your chat request. You can write now.' },
    'chat.declined': { title: 'Chat request declined', body: '{companyName} declined your chat request.' },
    'chat.unreadMessages': { title: 'Unread messages', body: 'You have {count} unread message(s) from {companyName} in Chat.' },
    'contact.emailReceived': { title: 'New contact message', body: '{senderName} of {companyName} wrote to your company through Nexo. The message is in your e-mail.' },
    'membership.requested': { title: 'Plan requested', body: '{companyName} asked for {plan}. Follow it up in Membership requests.' },
    'membership.activated': { title: 'Membership activated', body: 'Your {plan} membership is active until {expiresAt}.' },
    'membership.reminder': { title: 'Membership expires soon', body: 'Your {plan} membership expires in {days} days, on {expiresAt}. Renew it to keep its benefits.' },
    'membership.expired': {
      title: 'Membership expired',
      body: 'Your {plan} membership expired. Your company is on the free plan: extra users are inactive and catalogue items past the free limit are hidden until you renew.',
    },
    'event.registered': { title: 'Registration confirmed', body: 'You have a place at {eventTitle}. Your check-in QR code is in the confirmation e-mail.' },
    'event.waitlisted': { title: 'On the waiting list', body: '{eventTitle} is full: you are number {position} on the waiting list.' },
    'event.offered': { title: 'A place is free for you', body: 'A place at {eventTitle} is yours if you confirm it before {expiresAt}.' },
    'event.offerExpired': { title: 'Offer expired', body: 'The place offered to you at {eventTitle} was not confirmed in time and went to the next person.' },
    'appointment.requested': { title: 'New appointment request', body: '{companyName} asked for a meeting on {when}: {matter}. Accept or decline it in Appointments.' },
    'appointment.accepted': { title: 'Appointment accepted', body: '{companyName} accepted the meeting on {when}. The invitation is in your e-mail.' },
    'appointment.declined': { title: 'Appointment declined', body: '{companyName} declined the meeting on {when}.' },
    'appointment.cancelled': { title: 'Appointment cancelled', body: '{companyName} cancelled the meeting on {when}. Reason: {reason}' },
    'appointment.updated': { title: 'Appointment updated', body: '{companyName} changed the meeting, now on {when}.' },
    'appointment.reminder': { title: 'Upcoming meeting', body: 'Reminder: your meeting with {companyName} is on {when}.' },
  },
  es: {
    'appointment.requested': { title: 'Nueva solicitud de cita', body: '{companyName} pidió una reunión el {when}: {matter}. Acéptala o recházala en Citas.' },
    'appointment.accepted': { title: 'Cita aceptada', body: '{companyName} aceptó la reunión del {when}. La invitación está en tu correo.' },
    'appointment.declined': { title: 'Cita rechazada', body: '{companyName} rechazó la reunión del {when}.' },
    'appointment.cancelled': { title: 'Cita cancelada', body: '{companyName} canceló la reunión del {when}. Motivo: {reason}' },
    'appointment.updated': { title: 'Cita modificada', body: '{companyName} cambió la reunión, ahora el {when}.' },
    'appointment.reminder': { title: 'Próxima reunión', body: 'Recordatorio: tu reunión con {companyName} es el {when}.' },
    'company.approved': { title: 'Empresa aprobada', body: '{companyName} fue aprobada y ya aparece en el directorio de Nexo.' },
    'company.rejected': { title: 'Registro no aprobado', body: '{companyName} no fue aprobada. Motivo: {reason}' },
    'companyClaim.pending': { title: 'Una solicitud de perfil por revisar', body: '{claimantName} reclama el perfil del registro de {companyName}. Verifícala con los datos del registro en Registro público.' },
    'sat69b.ownListed': { title: 'Tu empresa está en el listado 69-B del SAT', body: 'El SAT incluye el RFC de {companyName} en el listado del artículo 69-B como {situation}[ desde el {since}]. Consulta el aviso en el editor de tu perfil: qué ven los compradores y cómo desvirtuarlo ante el SAT.' },
    'sat69b.companyListed': { title: 'Una empresa en el listado 69-B del SAT', body: '{companyName} (RFC {rfc}) está en el listado 69-B del SAT como {situation}. Consulta SAT 69-B en Registro público.' },
    'sat69b.supplierListed': { title: 'Un proveedor tuyo está en el listado 69-B del SAT', body: "{companyName}, un proveedor con el que cotizaste o que guardaste, está en el listado del artículo 69-B del SAT como {situation}[ desde el {since}]. Las facturas de un contribuyente 'definitivo' no son deducibles." },
    'company.validatedSupplierGranted': {
      title: 'Insignia de proveedor validado',
      body: '{companyName} ahora muestra la insignia de proveedor validado en su perfil y en los resultados de búsqueda.',
    },
    'company.validatedSupplierRevoked': { title: 'Se retiró la insignia de proveedor validado', body: 'Se retiró la insignia de proveedor validado de {companyName}.' },
    'companyUser.welcome': {
      title: 'Te damos la bienvenida a Nexo',
      body: '{adminName} te agregó a {companyName}. Completa tu perfil para que otras empresas sepan con quién hablan.',
    },
    'quote.received': { title: 'Nueva cotización recibida', body: '{companyName} te envió una cotización: {title}[. Monto: {amount}][. Tiempo de entrega: {leadTimeDays} días].' },
    'quote.accepted': { title: 'Cotización aceptada', body: '{companyName} aceptó tu cotización "{title}". Ya puedes calificar el trato.' },
    'quote.rejected': { title: 'Cotización rechazada', body: '{companyName} rechazó tu cotización "{title}".' },
    'quote.notChosen': { title: 'Requerimiento cubierto por otro proveedor', body: 'El comprador eligió otra cotización para "{requirementTitle}"; tu cotización se cerró.' },
    'quote.rated': { title: 'Nueva calificación', body: '{companyName} calificó a tu empresa con {score} de 5.' },
    'requirement.invited': { title: 'Invitación a cotizar', body: '{companyName} invitó a tu empresa a cotizar "{title}".' },
    'requirement.covered': { title: 'Requerimiento cubierto', body: 'El requerimiento "{title}" se cubrió; tu cotización pendiente se cerró.' },
    'requirement.expired': { title: 'Requerimiento vencido', body: 'Tu requerimiento "{title}" llegó a su fecha de fin y venció.' },
    'requirement.hidden': { title: 'Requerimiento ocultado por Nexo', body: 'La moderación de Nexo ocultó tu requerimiento "{title}": las demás empresas ya no lo ven. Motivo: {reason}. Escríbenos si crees que es un error.' },
    'quote.hidden': { title: 'Cotización ocultada por Nexo', body: 'La moderación de Nexo ocultó tu cotización "{title}": el comprador ya no la ve. Motivo: {reason}. Escríbenos si crees que es un error.' },
    'requirement.matchDigest': { title: 'Nuevos requerimientos que podrías atender', body: '{count} requerimientos nuevos coinciden con tu empresa: {titles}. Velos con sus razones en Coincidencias.' },
    'chat.requested': { title: 'Nueva solicitud de chat', body: '{companyName} quiere chatear con tu empresa. Acepta o rechaza la solicitud en Chat.' },
    'chat.accepted': { title: 'Solicitud de chat aceptada', body: '{companyName} aceptó tu solicitud de chat. Ya puedes escribir.' },
    'chat.declined': { title: 'Solicitud de chat rechazada', body: '{companyName} rechazó tu solicitud de chat.' },
    'chat.unreadMessages': { title: 'Mensajes sin leer', body: 'Tienes {count} mensaje(s) sin leer de {companyName} en Chat.' },
    'contact.emailReceived': { title: 'Nuevo mensaje de contacto', body: '{senderName} de {companyName} escribió a tu empresa a través de Nexo. El mensaje está en tu correo.' },
    'membership.requested': { title: 'Plan solicitado', body: '{companyName} solicitó {plan}. Dale seguimiento en Solicitudes de membresía.' },
    'membership.activated': { title: 'Membresía activada', body: 'Tu membresía {plan} está activa hasta el {expiresAt}.' },
    'membership.reminder': { title: 'Tu membresía vence pronto', body: 'Tu membresía {plan} vence en {days} días, el {expiresAt}. Renuévala para conservar sus beneficios.' },
    'membership.expired': {
      title: 'Membresía vencida',
      body: 'Tu membresía {plan} venció. Tu empresa está en el plan gratuito: los usuarios adicionales quedan inactivos y los productos que pasan del límite gratuito se ocultan hasta que renueves.',
    },
    'event.registered': { title: 'Registro confirmado', body: 'Tienes un lugar en {eventTitle}. Tu código QR de acceso está en el correo de confirmación.' },
    'event.waitlisted': { title: 'En lista de espera', body: '{eventTitle} está lleno: eres el número {position} de la lista de espera.' },
    'event.offered': { title: 'Hay un lugar para ti', body: 'Un lugar en {eventTitle} es tuyo si lo confirmas antes del {expiresAt}.' },
    'event.offerExpired': { title: 'La oferta venció', body: 'El lugar que se te ofreció en {eventTitle} no se confirmó a tiempo y pasó a la siguiente persona.' },
  },
}

/** Names of the types, for the preferences and for notifications whose template this build does not know. */
export const NOTIFICATION_TYPE_LABELS: Record<Language, Record<NotificationType, string>> = {
  en: { registration: 'Registration', appointment: 'Appointments', quote: 'Quotes', rfq: 'RFQs', profile: 'Profile', membership: 'Membership', chat: 'Chat', contact: 'Contact' },
  es: { registration: 'Registro', appointment: 'Citas', quote: 'Cotizaciones', rfq: 'RFQ', profile: 'Perfil', membership: 'Membresía', chat: 'Chat', contact: 'Contacto' },
}

export function isNotificationTemplate(value: string): value is NotificationTemplate {
  return Object.hasOwn(NOTIFICATION_TEMPLATES, value)
}

/**
 * The title and body of a notification in `language`. A template this build does not know (stored by a newer
 * server) falls back to the type's name with no body; a missing parameter is left as `{name}` rather than hidden.
 * A part in square brackets is optional: it shows only when every parameter in it is present and not empty (a quote
 * without an amount, a notification stored before the parameter existed).
 */
export function renderNotificationText(
  notification: { type: NotificationType; template: string; params: TNotificationParams },
  language: Language,
  reader: NotificationReader = {},
): NotificationText {
  if (!isNotificationTemplate(notification.template)) return { title: NOTIFICATION_TYPE_LABELS[language][notification.type], body: '' }
  const text = NOTIFICATION_TEXTS[language][notification.template]
  const spec: NotificationTemplateSpec = NOTIFICATION_TEMPLATES[notification.template]
  const params = notification.params
  const has = (name: string) => Object.hasOwn(params, name) && String(params[name]) !== ''
  const valueOf = (name: string): string => {
    const value = params[name]
    if (spec.instants?.includes(name) && isIsoInstant(value)) {
      const otherZone = typeof params.zone === 'string' && params.zone ? params.zone : null
      return formatReadableTime(value, { language, zone: reader.timeZone ?? otherZone ?? 'UTC', otherZone, now: reader.now })
    }
    if (spec.days?.includes(name) && typeof value === 'string' && isIsoDay(value)) return formatReadableDate(value, language)
    return String(value)
  }
  const fill = (s: string) =>
    s
      .replace(/\[([^\]]*)\]/g, (_whole, part: string) => ([...part.matchAll(/\{(\w+)\}/g)].every((m) => has(m[1]!)) ? part : ''))
      .replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? valueOf(name) : whole))
  return { title: fill(text.title), body: fill(text.body) }
}

/** Who reads a notification: their clock (the browser's, or the recipient company's for an e-mail). */
export interface NotificationReader {
  /** IANA zone the reader's times are written in; without it, the other side's zone (the text then names it). */
  timeZone?: string | null
  /** "Now", for leaving out the current year (tests fix it). */
  now?: Date
}

/**
 * An amount as the quote e-mail and notification show it, the same in both languages: the currency's code and the
 * number with grouping and two decimals ("MXN 125,000.00"; Mexican Spanish writes numbers as English does).
 */
export function formatNotificationAmount(amount: number, currency: string): string {
  return `${currency} ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`
}
