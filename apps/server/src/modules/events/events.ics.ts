/**
 * The iCalendar invitation of an event registration (RFC 5545 / iTIP RFC 5546): a stable UID per attendee, SEQUENCE
 * from the event's edits, METHOD:CANCEL with STATUS:CANCELLED when the attendee cancels. Times in UTC ("Z"), so no
 * VTIMEZONE block is needed and every client shows them in the reader's zone.
 */
export interface EventIcs {
  method: 'REQUEST' | 'CANCEL'
  uid: string
  sequence: number
  startsAt: Date
  endsAt: Date
  stampedAt: Date
  summary: string
  description: string
  location: string
  url: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
}

const dateTime = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** TEXT escaping (RFC 5545 §3.3.11). */
export const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')

// eslint-disable-next-line no-control-regex
const param = (value: string) => `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`

/** Folds a line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
export function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = Buffer.byteLength(char, 'utf8')
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
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

export function buildEventIcs(e: EventIcs): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nexo//Events//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.method}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${dateTime(e.stampedAt)}`,
    `DTSTART:${dateTime(e.startsAt)}`,
    `DTEND:${dateTime(e.endsAt)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `LOCATION:${escapeText(e.location)}`,
    `URL:${e.url}`,
    `STATUS:${e.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${param(e.organizer.name)}:mailto:${e.organizer.email}`,
    `ATTENDEE;CN=${param(e.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${e.method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${e.attendee.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}
