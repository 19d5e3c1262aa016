import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'

export interface EventMailData {
  firstName: string
  eventTitle: string
  /** Date and time in the event's time zone, e.g. "Thu 3 Dec 2026, 09:00 (America/Monterrey)". */
  when: string
  where: string
  checkInCode: string | null
  url: string
}

/** When, in the reader's language and the event's time zone (the zone named, so nobody guesses). */
export function formatEventWhen(language: Language, startsAt: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(startsAt)
  return `${text} (${timeZone})`
}

/** Registration confirmed: the .ics invitation and the check-in QR go attached. */
export function renderRegistrationMail(language: Language, d: EventMailData) {
  if (language === 'es') {
    return renderMail({
      subject: `Registro confirmado: ${d.eventTitle}`,
      greeting: `Hola, ${d.firstName}:`,
      paragraphs: [
        `Tu lugar en ${d.eventTitle} está confirmado.`,
        `Cuándo: ${d.when}`,
        `Dónde: ${d.where}`,
        `Tu código de acceso es ${d.checkInCode ?? ''}. Muestra el código QR adjunto en la entrada. La invitación adjunta (.ics) agrega el evento a tu calendario.`,
        'Si ya no puedes asistir, cancela tu registro para que otra persona tome tu lugar.',
      ],
      action: { label: 'Ver mi registro', url: d.url },
    })
  }
  return renderMail({
    subject: `Registration confirmed: ${d.eventTitle}`,
    greeting: `Hello ${d.firstName},`,
    paragraphs: [
      `Your place at ${d.eventTitle} is confirmed.`,
      `When: ${d.when}`,
      `Where: ${d.where}`,
      `Your check-in code is ${d.checkInCode ?? ''}. Show the attached QR code at the entrance. The attached invitation (.ics) adds the event to your calendar.`,
      'If you can no longer attend, cancel your registration so someone else can take your place.',
    ],
    action: { label: 'See my registration', url: d.url },
  })
}

/** Registration cancelled by the attendee: the .ics with METHOD:CANCEL removes it from the calendar. */
export function renderCancellationMail(language: Language, d: EventMailData) {
  if (language === 'es') {
    return renderMail({
      subject: `Registro cancelado: ${d.eventTitle}`,
      greeting: `Hola, ${d.firstName}:`,
      paragraphs: [`Cancelaste tu registro en ${d.eventTitle} (${d.when}). La invitación adjunta lo quita de tu calendario.`],
      action: { label: 'Ver eventos', url: d.url },
    })
  }
  return renderMail({
    subject: `Registration cancelled: ${d.eventTitle}`,
    greeting: `Hello ${d.firstName},`,
    paragraphs: [`You cancelled your registration for ${d.eventTitle} (${d.when}). The attached invitation removes it from your calendar.`],
    action: { label: 'See events', url: d.url },
  })
}
