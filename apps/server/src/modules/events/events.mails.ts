import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'
import { MAIL_LOCALES, mailTexts } from '../../platform/mail-texts'

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
  const text = new Intl.DateTimeFormat(MAIL_LOCALES[language], {
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
  const t = mailTexts(language)
  return renderMail({
    subject: t('eventRegistration.subject', { eventTitle: d.eventTitle }),
    greeting: t('greeting', { firstName: d.firstName }),
    paragraphs: [
      t('eventRegistration.confirmed', { eventTitle: d.eventTitle }),
      t('eventRegistration.when', { when: d.when }),
      t('eventRegistration.where', { where: d.where }),
      t('eventRegistration.checkIn', { checkInCode: d.checkInCode ?? '' }),
      t('eventRegistration.cannotAttend'),
    ],
    action: { label: t('eventRegistration.action'), url: d.url },
  })
}

/** Registration cancelled by the attendee: the .ics with METHOD:CANCEL removes it from the calendar. */
export function renderCancellationMail(language: Language, d: EventMailData) {
  const t = mailTexts(language)
  return renderMail({
    subject: t('eventCancellation.subject', { eventTitle: d.eventTitle }),
    greeting: t('greeting', { firstName: d.firstName }),
    paragraphs: [t('eventCancellation.cancelled', { eventTitle: d.eventTitle, when: d.when })],
    action: { label: t('eventCancellation.action'), url: d.url },
  })
}
