/**
 * The iCalendar invitations our e-mails carry (appointments, event registrations; RFC 5545 / iTIP RFC 5546). The
 * UID is stable per appointment or registration, SEQUENCE grows with every change, and a cancellation is
 * METHOD:CANCEL with STATUS:CANCELLED, so calendar clients update or remove the one event instead of adding copies. Times are UTC (the "Z" form): no
 * VTIMEZONE block to get wrong, and every client shows them in the reader's own zone.
 */

export type IcsMethod = 'REQUEST' | 'CANCEL'

export interface IcsEvent {
  /** PRODID's product part: which feature wrote it. */
  product: 'Appointments' | 'Events'
  method: IcsMethod
  uid: string
  sequence: number
  startsAt: Date
  endsAt: Date
  /** When this version was written (DTSTAMP). */
  stampedAt: Date
  summary: string
  description: string
  location: string
  url: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  /** TENTATIVE while pending, CONFIRMED once accepted, CANCELLED with METHOD:CANCEL. */
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'
  /** The attendee's answer; by default NEEDS-ACTION, DECLINED with METHOD:CANCEL. */
  attendeeStatus?: 'NEEDS-ACTION' | 'ACCEPTED' | 'DECLINED'
}

/** UTC date-time in the basic format: 20261203T160000Z. */
export function icsDateTime(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A quoted parameter value (CN="…"): DQUOTE is not allowed inside, control characters neither. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = Buffer.byteLength(char, 'utf8')
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The whole VCALENDAR text, CRLF line ends, folded. */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Nexo//${event.product}//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stampedAt)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${event.attendeeStatus ?? (event.method === 'CANCEL' ? 'DECLINED' : 'NEEDS-ACTION')};RSVP=FALSE:mailto:${event.attendee.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
