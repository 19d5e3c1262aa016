import { randomBytes } from 'node:crypto'
import QRCode from 'qrcode'
import type { FastifyRequest } from 'fastify'
import {
  EVENT_OFFER_HOURS,
  type Language,
  type TAdminEvent,
  type TAttendee,
  type TAttendeeListResponse,
  type TCheckIn,
  type TEventCard,
  type TEventDetail,
  type TEventListQuery,
  type TEventListResponse,
  type TMyEventsResponse,
  type TMyRegistration,
  type TRegistrationSummary,
  type ZEventUpsertSchema,
} from '@nexo/shared'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { recordAudit } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth'
import { AppError, errorForLog } from '../../platform/errors'
import type { MailAttachment } from '../../platform/mail'
import { mailText } from '../../platform/mail-texts'
import { spreadsheetFile, type SpreadsheetFile } from '../../platform/spreadsheet'
import { fileUrl, findFilesByIds } from '../files/files.service'
import { notify, notifyMany, type NotifyDeps } from '../notifications/notifications.service'
import { buildIcs } from '../../platform/ics'
import { formatEventWhen, renderCancellationMail, renderRegistrationMail } from './events.mails'
import * as repo from './events.repo'

type EventInput = z.output<typeof ZEventUpsertSchema>

/** What registrations need: notify() deps, the organizer address of invitations and the request for the audit. */
export interface EventsDeps extends NotifyDeps {
  organizerEmail: string
  request?: FastifyRequest
}

export const EVENT_IMAGE_PURPOSE = 'event_image'
const HOUR_MS = 3600_000

// ── shapes ───────────────────────────────────────────────────────────────────────────────────────

function toCard(row: repo.EventWithCounts): TEventCard {
  return {
    id: row.id,
    title: row.title,
    briefDescription: row.briefDescription,
    category: row.category,
    status: row.status,
    isOnline: row.isOnline,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    city: row.city,
    state: row.state,
    country: row.country,
    imageUrl: row.imageFileId ? fileUrl(row.imageFileId) : null,
    capacity: row.capacity,
    placesLeft: Math.max(0, row.capacity - row.taken),
  }
}

function toDetailBase(row: repo.EventWithCounts) {
  return {
    ...toCard(row),
    detailedDescription: row.detailedDescription,
    venue: row.venue,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    schedule: row.schedule,
    speakers: row.speakers,
    sponsors: row.sponsors,
    waitlistCount: row.waitlisted,
  }
}

async function toMyRegistration(db: Db, reg: repo.RegistrationRow): Promise<TMyRegistration> {
  return {
    id: reg.id,
    status: reg.status,
    waitlistPosition: await repo.waitlistPosition(db, reg),
    offerExpiresAt: reg.offerExpiresAt?.toISOString() ?? null,
    checkedInAt: reg.checkedInAt?.toISOString() ?? null,
    createdAt: reg.createdAt.toISOString(),
  }
}

const holdsPlace = (status: repo.RegistrationStatus) => status === 'registered' || status === 'offered'

// ── public ───────────────────────────────────────────────────────────────────────────────────────

export async function listEvents(db: Db, query: TEventListQuery, now = new Date()): Promise<TEventListResponse> {
  const { rows, total } = await repo.listPublishedEvents(db, { category: query.category, mode: query.mode, when: query.when, now }, query.page, query.limit)
  return { items: rows.map(toCard), total, page: query.page, limit: query.limit }
}

/** A published event (drafts and unknown ids are 404), with the caller's registration. */
export async function getEvent(db: Db, auth: AuthContext | null, id: string): Promise<TEventDetail> {
  const row = await repo.findEvent(db, id)
  if (!row || row.status === 'draft') throw new AppError('NOT_FOUND')
  const reg = auth ? await repo.findRegistration(db, id, auth.userId) : null
  const my = reg && reg.status !== 'cancelled' && reg.status !== 'offer_expired' ? await toMyRegistration(db, reg) : null
  return { ...toDetailBase(row), myRegistration: my, onlineUrl: row.isOnline && my?.status === 'registered' ? row.onlineUrl : null }
}

/** A random, readable check-in code (no 0/O or 1/I): NX-XXXX-XXXX. */
function newCheckInCode(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  const bytes = randomBytes(8)
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length])
  return `NX-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

interface Offer {
  registration: repo.RegistrationRow
  event: repo.EventRow
}

/**
 * Gives free places to the waiting list in order: each next person gets an offer held for EVENT_OFFER_HOURS (never
 * past the event's start). Call with the event row locked.
 */
async function offerFreedPlaces(tx: Db, event: repo.EventRow, now: Date): Promise<Offer[]> {
  if (event.status !== 'published' || event.startsAt <= now) return []
  const { taken } = await repo.countByStatus(tx, event.id)
  const next = await repo.nextWaitlisted(tx, event.id, event.capacity - taken)
  const until = new Date(Math.min(now.getTime() + EVENT_OFFER_HOURS * HOUR_MS, event.startsAt.getTime()))
  const offers: Offer[] = []
  for (const reg of next) {
    offers.push({ registration: await repo.updateRegistration(tx, reg.id, { status: 'offered', offerExpiresAt: until }), event })
  }
  return offers
}

/** Tells each person offered a place; call in the transaction that made the offers (ADR 044). */
async function notifyOffers(deps: NotifyDeps, offers: Offer[]): Promise<void> {
  await notifyMany(
    deps,
    offers.map(({ registration, event }) => ({
      to: { userId: registration.userId },
      payload: {
        template: 'event.offered',
        params: { eventTitle: event.title, expiresAt: registration.offerExpiresAt!.toISOString(), zone: event.timeZone },
        link: `/events/event-info/${event.id}`,
      },
    })),
  )
}

/**
 * Registers the caller. The event row is locked for the count and the insert, so concurrent sign-ups never take more
 * places than the capacity; when none is left (or others already wait) the caller joins the waiting list.
 */
export async function register(deps: EventsDeps, auth: AuthContext, eventId: string, now = new Date()): Promise<TRegistrationSummary> {
  const registration = await deps.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, eventId)
    if (!event || event.status === 'draft') throw new AppError('NOT_FOUND')
    if (event.status !== 'published' || event.startsAt <= now) throw new AppError('EVENT_NOT_OPEN')
    const existing = await repo.findRegistration(tx, eventId, auth.userId)
    if (existing && (holdsPlace(existing.status) || existing.status === 'waitlisted')) throw new AppError('EVENT_ALREADY_REGISTERED')
    const { taken, waitlisted, lastWaitlistedAt } = await repo.countByStatus(tx, eventId)
    const hasPlace = taken < event.capacity && waitlisted === 0
    // The queue's order is the order of joining under the event's lock: `now` was read before the lock was granted,
    // so a sign-up that waited for it could carry an earlier time than one already queued (two answers then said
    // "6th").
    const joinedAt = lastWaitlistedAt && lastWaitlistedAt >= now ? new Date(lastWaitlistedAt.getTime() + 1) : now
    const values = {
      status: hasPlace ? ('registered' as const) : ('waitlisted' as const),
      waitlistedAt: hasPlace ? null : joinedAt,
      offerExpiresAt: null,
      cancelledAt: null,
      checkedInAt: null,
    }
    const registration = existing ? await repo.updateRegistration(tx, existing.id, values) : await repo.insertRegistration(tx, { eventId, userId: auth.userId, checkInCode: newCheckInCode(), ...values })
    await afterRegistrationChange({ ...deps, db: tx }, registration)
    return registration
  })
  if (deps.request) await recordAudit(deps.db, deps.request, { action: 'event.register', entityType: 'event', entityId: eventId, data: { status: registration.status } })
  return getRegistrationSummary(deps.db, auth, registration.id)
}

/** Confirmation mail (with .ics and QR) for a place, or the waiting-list notification; in the change's transaction (ADR 044). */
async function afterRegistrationChange(deps: EventsDeps, registration: repo.RegistrationRow): Promise<void> {
  const event = await repo.findEvent(deps.db, registration.eventId)
  if (!event) return
  if (registration.status === 'registered') {
    await notify(deps, registration.userId, 'registration', { template: 'event.registered', params: { eventTitle: event.title }, link: '/profile-events' }, { skipEmail: true })
    await sendRegistrationMail(deps, registration, event, 'REQUEST')
  } else if (registration.status === 'waitlisted') {
    const position = (await repo.waitlistPosition(deps.db, registration)) ?? 0
    await notify(deps, registration.userId, 'registration', { template: 'event.waitlisted', params: { eventTitle: event.title, position }, link: `/events/event-info/${event.id}` })
  }
}

function whereText(event: repo.EventRow, language: Language): string {
  if (event.isOnline) return mailText(language, 'event.online')
  return [event.venue, event.address, event.city, event.state].filter(Boolean).join(', ')
}

/**
 * The registration mail: .ics (stable UID per attendee, SEQUENCE from the event) and the check-in QR as PNG. Written
 * to the outbox in `deps.db`, the change's transaction, in a savepoint: a mail that cannot be written is logged and
 * the registration stands.
 */
async function sendRegistrationMail(deps: EventsDeps, registration: repo.RegistrationRow, event: repo.EventRow, method: 'REQUEST' | 'CANCEL'): Promise<void> {
  try {
    await deps.db.transaction((savepoint) => queueRegistrationMail({ ...deps, db: savepoint }, registration, event, method))
  } catch (error) {
    deps.log.error({ ...errorForLog(error), registrationId: registration.id }, 'event registration e-mail failed')
  }
}

type Attendee = NonNullable<Awaited<ReturnType<typeof repo.findAttendee>>>

/** The page of a registration, linked from its mail and its calendar file. */
const registrationUrl = (baseUrl: string, registrationId: string) => `${baseUrl}/events/event-registration-summary?registration=${registrationId}`

/** A registration as a calendar entry: one UID per attendee, so the mail's invitation and a download are one entry. */
function registrationIcs(deps: Pick<EventsDeps, 'baseUrl' | 'organizerEmail'>, attendee: Attendee, event: repo.EventRow, method: 'REQUEST' | 'CANCEL'): string {
  const registration = attendee.registration
  const url = registrationUrl(deps.baseUrl, registration.id)
  return buildIcs({
    product: 'Events',
    method,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    attendeeStatus: method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED',
    uid: `event-${event.id}-${registration.id}@nexo`,
    sequence: event.sequence + (method === 'CANCEL' ? 1 : 0),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    stampedAt: new Date(),
    summary: event.title,
    description: `${event.briefDescription}\n${url}`,
    location: whereText(event, attendee.language),
    url,
    organizer: { name: 'Nexo', email: deps.organizerEmail },
    attendee: { name: `${attendee.firstName} ${attendee.lastName}`, email: attendee.email },
  })
}

async function queueRegistrationMail(deps: EventsDeps, registration: repo.RegistrationRow, event: repo.EventRow, method: 'REQUEST' | 'CANCEL'): Promise<void> {
  const attendee = await repo.findAttendee(deps.db, registration.id)
  if (!attendee) return
  const language = attendee.language
  const url = registrationUrl(deps.baseUrl, registration.id)
  const ics = registrationIcs(deps, attendee, event, method)
  const attachments: MailAttachment[] = [{ filename: 'invitation.ics', contentType: `text/calendar; method=${method}; charset=UTF-8`, contentBase64: Buffer.from(ics, 'utf8').toString('base64') }]
  const data = { firstName: attendee.firstName, eventTitle: event.title, when: formatEventWhen(language, event.startsAt, event.timeZone, attendee.timeZone), where: whereText(event, language), checkInCode: registration.checkInCode, url }
  if (method === 'REQUEST') {
    const qr = await QRCode.toBuffer(registration.checkInCode, { type: 'png', width: 320, margin: 2, errorCorrectionLevel: 'M' })
    attachments.push({ filename: 'check-in-qr.png', contentType: 'image/png', contentBase64: qr.toString('base64') })
  }
  const mail = method === 'REQUEST' ? renderRegistrationMail(language, data) : renderCancellationMail(language, { ...data, url: `${deps.baseUrl}/events` })
  await deps.mailer.enqueue(deps.db, { to: attendee.email, ...mail, template: method === 'REQUEST' ? 'event.registration' : 'event.cancellation', language, attachments })
}

/** The attendee cancels (place, offer or waiting list); a freed place is offered to the next person. */
export async function cancelRegistration(deps: EventsDeps, auth: AuthContext, eventId: string, now = new Date()): Promise<TMyRegistration> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, eventId)
    if (!event) throw new AppError('NOT_FOUND')
    const reg = await repo.findRegistration(tx, eventId, auth.userId)
    if (!reg || !(holdsPlace(reg.status) || reg.status === 'waitlisted')) throw new AppError('NOT_FOUND')
    const cancelled = await repo.updateRegistration(tx, reg.id, { status: 'cancelled', cancelledAt: now, offerExpiresAt: null })
    const offers = holdsPlace(reg.status) ? await offerFreedPlaces(tx, event, now) : []
    if (reg.status === 'registered') await sendRegistrationMail({ ...deps, db: tx }, cancelled, event, 'CANCEL')
    await notifyOffers({ ...deps, db: tx }, offers)
    return cancelled
  })
  if (deps.request) await recordAudit(deps.db, deps.request, { action: 'event.cancel', entityType: 'event', entityId: eventId })
  return toMyRegistration(deps.db, cancelled)
}

/** The next person on the waiting list takes the place offered to them, before the offer expires. */
export async function acceptOffer(deps: EventsDeps, auth: AuthContext, eventId: string, now = new Date()): Promise<TRegistrationSummary> {
  const registration = await deps.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, eventId)
    if (!event) throw new AppError('NOT_FOUND')
    const reg = await repo.findRegistration(tx, eventId, auth.userId)
    if (!reg || reg.status !== 'offered' || !reg.offerExpiresAt || reg.offerExpiresAt <= now) throw new AppError('EVENT_NO_OFFER')
    const registration = await repo.updateRegistration(tx, reg.id, { status: 'registered', offerExpiresAt: null })
    await afterRegistrationChange({ ...deps, db: tx }, registration)
    return registration
  })
  return getRegistrationSummary(deps.db, auth, registration.id)
}

/** The offers job: offers past their time lapse and the place goes to the next person on the list. */
export async function expireEventOffers(deps: NotifyDeps, now = new Date()): Promise<number> {
  const due = await repo.findExpiredOffers(deps.db, now)
  const eventIds = [...new Set(due.map((r) => r.eventId))]
  let expired = 0
  for (const eventId of eventIds) {
    expired += await deps.db.transaction(async (tx) => {
      const event = await repo.lockEvent(tx, eventId)
      if (!event) return 0
      const lapsed: repo.RegistrationRow[] = []
      for (const reg of due.filter((r) => r.eventId === eventId)) {
        const fresh = await repo.findRegistrationById(tx, reg.id)
        // Accepted or cancelled meanwhile.
        if (!fresh || fresh.status !== 'offered' || !fresh.offerExpiresAt || fresh.offerExpiresAt > now) continue
        lapsed.push(await repo.updateRegistration(tx, reg.id, { status: 'offer_expired', offerExpiresAt: null }))
      }
      const offers = await offerFreedPlaces(tx, event, now)
      // Told in the same transaction (ADR 044): those whose offer lapsed, then those offered the freed places.
      await notifyMany(
        { ...deps, db: tx },
        lapsed.map((reg) => ({ to: { userId: reg.userId }, payload: { template: 'event.offerExpired', params: { eventTitle: event.title }, link: `/events/event-info/${eventId}` } })),
      )
      await notifyOffers({ ...deps, db: tx }, offers)
      return lapsed.length
    })
  }
  return expired
}

/** The registration summary page: only the attendee's own registration (another person's id is 404). */
/**
 * My place at an event as an .ics file (issue 27 §16: the mail mentions it, the page now offers it too). Only for a
 * place held (registered); the waiting list has no place to put in a calendar yet.
 */
export async function getRegistrationIcs(deps: Pick<EventsDeps, 'db' | 'baseUrl' | 'organizerEmail'>, auth: AuthContext, registrationId: string): Promise<string> {
  const attendee = await repo.findAttendee(deps.db, registrationId)
  if (!attendee || attendee.registration.userId !== auth.userId) throw new AppError('NOT_FOUND')
  const event = await repo.findEvent(deps.db, attendee.registration.eventId)
  if (!event || attendee.registration.status !== 'registered') throw new AppError('NOT_FOUND')
  return registrationIcs(deps, attendee, event, 'REQUEST')
}

export async function getRegistrationSummary(db: Db, auth: AuthContext, registrationId: string): Promise<TRegistrationSummary> {
  const attendee = await repo.findAttendee(db, registrationId)
  if (!attendee || attendee.registration.userId !== auth.userId) throw new AppError('NOT_FOUND')
  const reg = attendee.registration
  const event = await repo.findEvent(db, reg.eventId)
  if (!event) throw new AppError('NOT_FOUND')
  const isRegistered = reg.status === 'registered'
  return {
    ...(await toMyRegistration(db, reg)),
    event: { ...toCard(event), venue: event.venue, address: event.address, onlineUrl: isRegistered && event.isOnline ? event.onlineUrl : null },
    attendee: { name: `${attendee.firstName} ${attendee.lastName}`, email: attendee.email },
    qrDataUrl: isRegistered ? await QRCode.toDataURL(reg.checkInCode, { width: 240, margin: 2, errorCorrectionLevel: 'M' }) : null,
    checkInCode: isRegistered ? reg.checkInCode : null,
  }
}

/** /profile-events: the caller's events to attend (upcoming) and attended (past). */
export async function listMyEvents(db: Db, auth: AuthContext, tab: 'upcoming' | 'past', page: number, limit: number, now = new Date()): Promise<TMyEventsResponse> {
  const { rows, total } = await repo.listUserRegistrations(db, auth.userId, tab, now, page, limit)
  const items = await Promise.all(rows.map(async (r) => ({ event: toCard(r.event), registration: await toMyRegistration(db, r.registration) })))
  return { items, total, page, limit }
}

// ── platform admin ───────────────────────────────────────────────────────────────────────────────

function toAdminEvent(row: repo.EventWithCounts): TAdminEvent {
  return { ...toDetailBase(row), onlineUrl: row.onlineUrl, imageFileId: row.imageFileId, registeredCount: row.taken, checkedInCount: row.checkedIn }
}

export async function listAdminEvents(db: Db, page: number, limit: number) {
  const { rows, total } = await repo.listAllEvents(db, page, limit)
  return { items: rows.map(toAdminEvent), total, page, limit }
}

export async function getAdminEvent(db: Db, id: string): Promise<TAdminEvent> {
  const row = await repo.findEvent(db, id)
  if (!row) throw new AppError('NOT_FOUND')
  return toAdminEvent(row)
}

async function assertEventImage(db: Db, fileId: string | null | undefined): Promise<void> {
  if (!fileId) return
  const file = (await findFilesByIds(db, [fileId])).get(fileId)
  if (!file || file.purpose !== EVENT_IMAGE_PURPOSE) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.imageFileId', message: 'fileInvalid' }] })
}

function toValues(input: EventInput) {
  return {
    title: input.title,
    briefDescription: input.briefDescription,
    detailedDescription: input.detailedDescription,
    category: input.category,
    status: input.status,
    isOnline: input.isOnline,
    onlineUrl: input.onlineUrl ?? null,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    timeZone: input.timeZone,
    venue: input.venue ?? null,
    address: input.address ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    country: input.country ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    capacity: input.capacity,
    imageFileId: input.imageFileId ?? null,
    schedule: input.schedule.map((s) => ({ startsAt: new Date(s.startsAt).toISOString(), title: s.title, ...(s.speaker ? { speaker: s.speaker } : {}) })),
    speakers: input.speakers,
    sponsors: input.sponsors,
  }
}

export async function createEvent(deps: EventsDeps, auth: AuthContext, input: EventInput): Promise<TAdminEvent> {
  await assertEventImage(deps.db, input.imageFileId)
  const id = await repo.insertEvent(deps.db, { ...toValues(input), createdByUserId: auth.userId })
  if (deps.request) await recordAudit(deps.db, deps.request, { action: 'event.create', entityType: 'event', entityId: id })
  return getAdminEvent(deps.db, id)
}

/** Edits an event; fewer places than people holding one is refused, more places go to the waiting list. */
export async function updateEvent(deps: EventsDeps, id: string, input: EventInput, now = new Date()): Promise<TAdminEvent> {
  await assertEventImage(deps.db, input.imageFileId)
  await deps.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, id)
    if (!event) throw new AppError('NOT_FOUND')
    const { taken } = await repo.countByStatus(tx, id)
    if (input.capacity < taken) throw new AppError('EVENT_CAPACITY_BELOW_REGISTERED', { registered: taken })
    await repo.updateEvent(tx, id, toValues(input))
    const updated = await repo.lockEvent(tx, id)
    await notifyOffers({ ...deps, db: tx }, await offerFreedPlaces(tx, updated!, now))
  })
  if (deps.request) await recordAudit(deps.db, deps.request, { action: 'event.update', entityType: 'event', entityId: id })
  return getAdminEvent(deps.db, id)
}

function toAttendee(row: repo.AttendeeRow, position: number | null): TAttendee {
  return {
    id: row.registration.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    company: row.company,
    isEventOnly: row.isEventOnly,
    status: row.registration.status,
    waitlistPosition: position,
    checkedInAt: row.registration.checkedInAt?.toISOString() ?? null,
    createdAt: row.registration.createdAt.toISOString(),
  }
}

export async function listAttendees(db: Db, eventId: string, query: { page: number; limit: number; status?: repo.RegistrationStatus; q?: string }): Promise<TAttendeeListResponse> {
  if (!(await repo.findEvent(db, eventId))) throw new AppError('NOT_FOUND')
  const { rows, total } = await repo.listAttendees(db, eventId, { status: query.status, q: query.q }, query.page, query.limit)
  const items = await Promise.all(rows.map(async (r) => toAttendee(r, await repo.waitlistPosition(db, r.registration))))
  return { items, total, page: query.page, limit: query.limit }
}

const EXPORT_HEADERS = ['Name', 'E-mail', 'Company', 'Account', 'Status', 'Waiting list position', 'Checked in at', 'Registered at']

/** Every attendee of the event as CSV (UTF-8 with BOM, so Excel reads accents) or XLSX. */
export async function exportAttendees(db: Db, eventId: string, format: 'csv' | 'xlsx'): Promise<SpreadsheetFile> {
  const event = await repo.findEvent(db, eventId)
  if (!event) throw new AppError('NOT_FOUND')
  const { rows } = await repo.listAttendees(db, eventId, {}, 1, null)
  const data = await Promise.all(
    rows.map(async (r) => {
      const a = toAttendee(r, await repo.waitlistPosition(db, r.registration))
      return [a.name, a.email, a.company ?? '', a.isEventOnly ? 'event-only' : 'company', a.status, a.waitlistPosition?.toString() ?? '', a.checkedInAt ?? '', a.createdAt]
    }),
  )
  return spreadsheetFile(format, `attendees-${event.startsAt.toISOString().slice(0, 10)}-${event.id.slice(0, 8)}`, { sheetName: 'Attendees', header: EXPORT_HEADERS, rows: data })
}

/** Door check-in by the code in the QR (or the row picked in the list); checking in twice keeps the first time. */
export async function checkIn(deps: EventsDeps, eventId: string, input: TCheckIn, now = new Date()): Promise<TAttendee> {
  if (!(await repo.findEvent(deps.db, eventId))) throw new AppError('NOT_FOUND')
  const reg = 'code' in input ? await repo.findRegistrationByCode(deps.db, eventId, input.code.trim().toUpperCase()) : await repo.findRegistrationById(deps.db, input.registrationId)
  if (!reg || reg.eventId !== eventId) throw new AppError('EVENT_CHECK_IN_UNKNOWN')
  if (reg.status !== 'registered') throw new AppError('EVENT_CHECK_IN_NOT_REGISTERED')
  if (!reg.checkedInAt) await repo.updateRegistration(deps.db, reg.id, { checkedInAt: now })
  if (deps.request) await recordAudit(deps.db, deps.request, { action: 'event.check_in', entityType: 'event', entityId: eventId, data: { registrationId: reg.id } })
  const row = await repo.findAttendee(deps.db, reg.id)
  return toAttendee(row!, null)
}
