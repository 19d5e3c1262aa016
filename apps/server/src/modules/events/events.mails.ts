import { formatReadableTime, type Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'
import { mailTexts } from '../../platform/mail-texts'

export interface EventMailData {
  firstName: string
  eventTitle: string
  /** Date and time as the reader reads them: "Thursday, December 3, 9:00 AM (Los Angeles time) / 11:00 AM Monterrey". */
  when: string
  where: string
  checkInCode: string | null
  url: string
}

/**
 * When, in the reader's language and on the reader's clock (their company's zone), with the event's clock beside it
 * when it reads differently; a reader without a zone of their own (an event-only account) reads the event's.
 */
export function formatEventWhen(language: Language, startsAt: Date, eventTimeZone: string, readerTimeZone: string | null = null): string {
  return formatReadableTime(startsAt, { language, zone: readerTimeZone ?? eventTimeZone, otherZone: eventTimeZone })
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
