import { randomBytes } from 'node:crypto'
import { Temporal } from 'temporal-polyfill'
import {
  APPOINTMENT_MAX_DAYS_AHEAD,
  APPOINTMENT_PENDING_PER_HOST_MAX,
  APPOINTMENT_MIN_NOTICE_MINUTES,
  APPOINTMENT_SLOTS_MAX_RANGE_DAYS,
  DEFAULT_TIME_ZONE,
  type AppErrorCode,
  type NotificationTemplate,
  type TAppointment,
  type TAppointmentListQuery,
  type TAppointmentListResponse,
  type TAppointmentSlotsQuery,
  type TAppointmentSlotsResponse,
  type TAvailabilityResponse,
  type TCancelAppointmentRequest,
  type TCreateAppointmentRequest,
  type TDeclineAppointmentRequest,
  type TUpdateAppointmentRequest,
  type TUpdateAvailabilityRequest,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import { AppError, errorForLog, isDatabaseUnavailable, uniqueViolation } from '../../platform/errors'
import type { MailAttachment } from '../../platform/mail'
import { notify, notifyCompanyUsers, type NotifyDeps } from '../notifications/notifications.service'
import { buildIcs, type IcsMethod } from '../../platform/ics'
import * as repo from './appointments.repo'
import { daysBetween, findOfferedSlot, freeSlots, localDateRange, localParts, type Availability } from './appointments.slots'

/** Where the web app shows appointments (links in notifications and in the .ics). */
export const APPOINTMENTS_PAGE = '/appointments'
/** Reminders go out this long before an accepted meeting. */
export const REMINDER_LEAD_MS = 24 * 3600_000

/** Who is calling: their user and company. */
export interface Caller {
  userId: string
  companyId: string
}

const MINUTE_MS = 60_000

function toAvailability(row: repo.AvailabilityRow, timeZone: string): Availability {
  return { timeZone, slotMinutes: row.slotMinutes, weekly: row.weekly, exceptions: row.exceptions }
}

/** A company "has registered available days" when its pattern or its extra dates offer any hours at all. */
function hasAvailableDays(row: repo.AvailabilityRow | null): row is repo.AvailabilityRow {
  return !!row && (row.weekly.length > 0 || row.exceptions.some((e) => e.kind === 'extra'))
}

// --- availability -------------------------------------------------------------------------------------------------

export async function getOwnAvailability(db: Db, companyId: string): Promise<TAvailabilityResponse> {
  const [company, row] = await Promise.all([repo.findCompany(db, companyId), repo.findAvailability(db, companyId)])
  return {
    timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
    isRegistered: row !== null,
    slotMinutes: row?.slotMinutes ?? 60,
    weekly: row?.weekly ?? [],
    exceptions: row?.exceptions ?? [],
  }
}

/** Replaces the own company's zone, meeting length, weekly pattern and exceptions (existing bookings stay). */
export async function updateAvailability(db: Db, companyId: string, input: TUpdateAvailabilityRequest): Promise<TAvailabilityResponse> {
  const sortedWeekly = [...input.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
  const exceptions = [...input.exceptions].sort((a, b) => a.date.localeCompare(b.date))
  const row = await repo.saveAvailability(db, companyId, { timeZone: input.timeZone, slotMinutes: input.slotMinutes, weekly: sortedWeekly, exceptions })
  return { timeZone: input.timeZone, isRegistered: true, slotMinutes: row.slotMinutes, weekly: row.weekly, exceptions: row.exceptions }
}

// --- slots --------------------------------------------------------------------------------------------------------

async function findBookableHost(db: Db, hostCompanyId: string) {
  const host = await repo.findCompany(db, hostCompanyId)
  if (!host || host.status !== 'approved' || !host.isVisible) throw new AppError('NOT_FOUND')
  return host
}

/** The host's free slots between two dates of the viewer's zone, labelled with the viewer's and the host's clocks. */
export async function listSlots(db: Db, callerCompanyId: string, query: TAppointmentSlotsQuery, now: Date = new Date()): Promise<TAppointmentSlotsResponse> {
  const span = daysBetween(query.from, query.to)
  if (span < 0 || span >= APPOINTMENT_SLOTS_MAX_RANGE_DAYS) throw new AppError('VALIDATION_FAILED', { issues: [{ path: ['to'], message: 'invalid' }] })
  const host = await findBookableHost(db, query.companyId)
  if (host.id === callerCompanyId) throw new AppError('APPOINTMENT_OWN_COMPANY')
  const row = await repo.findAvailability(db, host.id)
  if (!hasAvailableDays(row)) throw new AppError('APPOINTMENT_NO_AVAILABLE_DAYS')
  const range = localDateRange(query.from, query.to, query.timeZone)
  const horizon = Temporal.Instant.fromEpochMilliseconds(now.getTime() + APPOINTMENT_MAX_DAYS_AHEAD * 86400_000)
  const to = Temporal.Instant.compare(range.to, horizon) < 0 ? range.to : horizon
  const busy = await repo.listBusy(db, host.id, new Date(range.from.epochMilliseconds), new Date(to.epochMilliseconds))
  const slots = freeSlots({
    availability: toAvailability(row, host.timeZone),
    from: range.from,
    to,
    busy,
    notBefore: Temporal.Instant.fromEpochMilliseconds(now.getTime() + APPOINTMENT_MIN_NOTICE_MINUTES * MINUTE_MS),
  })
  return {
    hostName: host.tradeName,
    hostTimeZone: host.timeZone,
    timeZone: query.timeZone,
    slotMinutes: row.slotMinutes,
    slots: slots.map((s) => {
      const viewer = localParts(s.startsAt, query.timeZone)
      return { startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), date: viewer.date, time: viewer.time, hostTime: localParts(s.startsAt, host.timeZone).time }
    }),
  }
}

/**
 * The slot starting at `startsAt` if the host offers it and it is still free; throws the spec's "selected date not
 * available" otherwise. Call inside the booking transaction, after locking the host's availability.
 */
async function requireFreeSlot(tx: Db, host: { id: string; timeZone: string }, row: repo.AvailabilityRow, startsAt: Date, now: Date, excludeId?: string) {
  const earliest = now.getTime() + APPOINTMENT_MIN_NOTICE_MINUTES * MINUTE_MS
  const latest = now.getTime() + APPOINTMENT_MAX_DAYS_AHEAD * 86400_000
  if (startsAt.getTime() < earliest || startsAt.getTime() > latest) throw new AppError('APPOINTMENT_DATE_UNAVAILABLE')
  const slot = findOfferedSlot(toAvailability(row, host.timeZone), startsAt)
  if (!slot) throw new AppError('APPOINTMENT_DATE_UNAVAILABLE')
  const busy = await repo.listBusy(tx, host.id, slot.startsAt, slot.endsAt, excludeId)
  if (busy.length > 0) throw new AppError('APPOINTMENT_DATE_UNAVAILABLE')
  return slot
}

/** Unexpected failures of a write become the spec's message for it; our own refusals pass through. */
async function failAs<T>(deps: NotifyDeps, code: AppErrorCode, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    // A lost database connection is the error handler's 503 with Retry-After, not a failure of the write.
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error
    // Another booking took the slot between our check and our insert (only possible without the lock).
    if (uniqueViolation(error) === 'appointments_host_slot_live_uq') throw new AppError('APPOINTMENT_DATE_UNAVAILABLE')
    deps.log.error(errorForLog(error), `appointment write failed (${code})`)
    throw new AppError(code)
  }
}

/** A stable virtual meeting room for the appointment (ADR 031): a Jitsi Meet room nobody can guess. */
export function generateMeetingUrl(): string {
  return `https://meet.jit.si/Nexo-${randomBytes(12).toString('hex')}`
}

// --- reading ------------------------------------------------------------------------------------------------------

function toAppointment(r: repo.AppointmentWithCompanies, companyId: string): TAppointment {
  const a = r.appointment
  const side = (id: string | null) => (id === null ? null : id === a.hostCompanyId ? 'host' : 'guest')
  return {
    id: a.id,
    status: a.status,
    role: a.hostCompanyId === companyId ? 'host' : 'guest',
    host: { id: a.hostCompanyId, tradeName: r.hostName, timeZone: r.hostTimeZone },
    guest: { id: a.guestCompanyId, tradeName: r.guestName, timeZone: r.guestTimeZone },
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    hostTimeZone: a.hostTimeZone,
    matter: a.matter,
    reason: a.reason,
    name: a.contactName,
    company: a.contactCompany,
    email: a.contactEmail,
    phone: a.contactPhone,
    meetingUrl: a.meetingUrl,
    declineReason: a.declineReason,
    cancellationReason: a.cancellationReason,
    cancelledBy: side(a.cancelledByCompanyId) as TAppointment['cancelledBy'],
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    sequence: a.sequence,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  }
}

export async function listAppointments(db: Db, companyId: string, query: TAppointmentListQuery): Promise<TAppointmentListResponse> {
  const [rows, company] = await Promise.all([
    repo.listForCompany(db, companyId, {
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      status: query.status,
      limit: query.limit,
    }),
    repo.findCompany(db, companyId),
  ])
  return { items: rows.map((r) => toAppointment(r, companyId)), timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE }
}

async function findOwn(db: Db, id: string, companyId: string): Promise<repo.AppointmentWithCompanies> {
  const row = await repo.findForCompany(db, id, companyId)
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

export async function getAppointment(db: Db, companyId: string, id: string): Promise<TAppointment> {
  return toAppointment(await findOwn(db, id, companyId), companyId)
}

// --- .ics and notifications ---------------------------------------------------------------------------------------

function icsFor(r: repo.AppointmentWithCompanies, baseUrl: string, method: IcsMethod): string {
  const a = r.appointment
  const organizerEmail = r.hostEmail ?? `appointments@${new URL(baseUrl).hostname}`
  const lines = [
    `${a.matter}`,
    '',
    a.reason,
    '',
    `${a.contactName} · ${a.contactCompany} · ${a.contactEmail} · ${a.contactPhone}`,
    `Meeting link / Enlace: ${a.meetingUrl}`,
    `${baseUrl}${APPOINTMENTS_PAGE}`,
  ]
  if (method === 'CANCEL') {
    const reason = a.status === 'declined' ? a.declineReason : a.cancellationReason
    lines.unshift(`${a.status === 'declined' ? 'Declined / Rechazada' : 'Cancelled / Cancelada'}${reason ? `: ${reason}` : ''}`, '')
  }
  return buildIcs({
    product: 'Appointments',
    method,
    uid: `appointment-${a.id}@nexo`,
    sequence: a.sequence,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    stampedAt: a.updatedAt,
    summary: `${r.hostName} · ${r.guestName}: ${a.matter}`,
    description: lines.join('\n'),
    location: a.meetingUrl,
    url: `${baseUrl}${APPOINTMENTS_PAGE}`,
    organizer: { name: r.hostName, email: organizerEmail },
    attendee: { name: `${a.contactName} (${r.guestName})`, email: a.contactEmail },
    status: method === 'CANCEL' ? 'CANCELLED' : a.status === 'accepted' ? 'CONFIRMED' : 'TENTATIVE',
  })
}

function icsAttachment(ics: string, method: IcsMethod): MailAttachment {
  return { filename: 'invite.ics', contentType: `text/calendar; method=${method}; charset=UTF-8`, contentBase64: Buffer.from(ics, 'utf8').toString('base64') }
}

/** The invitation as the caller downloads it: REQUEST while live, CANCEL once declined or cancelled. */
export async function getAppointmentIcs(db: Db, companyId: string, id: string, baseUrl: string): Promise<string> {
  const row = await findOwn(db, id, companyId)
  return icsFor(row, baseUrl, row.appointment.status === 'pending' || row.appointment.status === 'accepted' ? 'REQUEST' : 'CANCEL')
}

type AppointmentTemplate = Extract<NotificationTemplate, `appointment.${string}`>

/**
 * Tells the other side (or both) about a change: an "appointment" notification per user and, with the e-mail, the
 * .ics in its current version. The host side is every user of the host company; the guest side is the user who
 * booked (all guest users if that account is gone).
 */
async function tell(
  deps: NotifyDeps,
  r: repo.AppointmentWithCompanies,
  to: 'host' | 'guest',
  template: AppointmentTemplate,
  extra: { reason?: string } = {},
  method: IcsMethod | null = 'REQUEST',
): Promise<void> {
  const a = r.appointment
  const otherName = to === 'host' ? r.guestName : r.hostName
  // {when} is the instant: each reader sees it on their own clock, with the other company's ({zone}) beside it (issue 27 §10).
  const otherZone = to === 'host' ? r.guestTimeZone : r.hostTimeZone
  const params = { companyName: otherName, when: a.startsAt.toISOString(), zone: otherZone, matter: a.matter, reason: extra.reason ?? '' }
  const options = method ? { attachments: [icsAttachment(icsFor(r, deps.baseUrl, method), method)] } : {}
  const payload = { template, params, link: APPOINTMENTS_PAGE } as unknown as Parameters<typeof notify>[3]
  if (to === 'host' || !a.bookedByUserId) {
    await notifyCompanyUsers(deps, to === 'host' ? a.hostCompanyId : a.guestCompanyId, 'appointment', payload, options)
  } else {
    await notify(deps, a.bookedByUserId, 'appointment', payload, options)
  }
}

async function reload(db: Db, id: string): Promise<repo.AppointmentWithCompanies> {
  const row = await repo.findById(db, id)
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/**
 * One state change and the notice to the other side, in one transaction (ADR 044): `change` answers whether it
 * applied (APPOINTMENT_STATE_CONFLICT otherwise); `notice` gets the notify() deps of that transaction and the new row.
 */
async function changeAndTell(
  deps: NotifyDeps,
  code: AppErrorCode,
  id: string,
  change: (tx: Db) => Promise<unknown>,
  notice: (deps: NotifyDeps, row: repo.AppointmentWithCompanies) => Promise<void>,
): Promise<repo.AppointmentWithCompanies> {
  return failAs(deps, code, () =>
    deps.db.transaction(async (tx) => {
      if (!(await change(tx))) throw new AppError('APPOINTMENT_STATE_CONFLICT')
      const row = await reload(tx, id)
      await notice({ ...deps, db: tx }, row)
      return row
    }),
  )
}

// --- writes -------------------------------------------------------------------------------------------------------

/** Books one of the host's free slots for the caller's company; the host's users are told (spec §3, §8). */
export async function bookAppointment(deps: NotifyDeps, caller: Caller, input: TCreateAppointmentRequest, now: Date = new Date()): Promise<TAppointment> {
  const host = await findBookableHost(deps.db, input.hostCompanyId)
  if (host.id === caller.companyId) throw new AppError('APPOINTMENT_OWN_COMPANY')
  const startsAt = new Date(input.startsAt)
  const booked = await failAs(deps, 'APPOINTMENT_REGISTRATION_FAILED', () =>
    deps.db.transaction(async (tx) => {
      const row = await repo.lockAvailability(tx, host.id)
      if (!hasAvailableDays(row)) throw new AppError('APPOINTMENT_NO_AVAILABLE_DAYS')
      // Pending requests hold their slots: a cap per guest keeps one company from blocking a host's calendar.
      if ((await repo.countPendingWith(tx, host.id, caller.companyId, now)) >= APPOINTMENT_PENDING_PER_HOST_MAX) throw new AppError('APPOINTMENT_PENDING_LIMIT')
      const slot = await requireFreeSlot(tx, host, row, startsAt, now)
      const created = await repo.insertAppointment(tx, {
        hostCompanyId: host.id,
        guestCompanyId: caller.companyId,
        bookedByUserId: caller.userId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        hostTimeZone: host.timeZone,
        matter: input.matter,
        reason: input.reason,
        contactName: input.name,
        contactCompany: input.company,
        contactEmail: input.email,
        contactPhone: input.phone,
        meetingUrl: generateMeetingUrl(),
      })
      // The host is told in the booking's transaction (ADR 044).
      const booked = await reload(tx, created.id)
      await tell({ ...deps, db: tx }, booked, 'host', 'appointment.requested')
      return booked
    }),
  )
  return toAppointment(booked, caller.companyId)
}

/** The host accepts (confirms) a pending request. */
export async function acceptAppointment(deps: NotifyDeps, caller: Caller, id: string): Promise<TAppointment> {
  const current = await findOwn(deps.db, id, caller.companyId)
  if (current.appointment.hostCompanyId !== caller.companyId) throw new AppError('APPOINTMENT_HOST_ONLY')
  const row = await changeAndTell(deps, 'APPOINTMENT_UPDATE_FAILED', id, (tx) => repo.updateIfStatus(tx, id, ['pending'], { status: 'accepted' }), (tx, changed) =>
    tell(tx, changed, 'guest', 'appointment.accepted'),
  )
  return toAppointment(row, caller.companyId)
}

/** The host declines a pending request; the slot is free again and the guest's tentative event leaves its calendar. */
export async function declineAppointment(deps: NotifyDeps, caller: Caller, id: string, input: TDeclineAppointmentRequest): Promise<TAppointment> {
  const current = await findOwn(deps.db, id, caller.companyId)
  if (current.appointment.hostCompanyId !== caller.companyId) throw new AppError('APPOINTMENT_HOST_ONLY')
  const row = await changeAndTell(
    deps,
    'APPOINTMENT_UPDATE_FAILED',
    id,
    (tx) => repo.updateIfStatus(tx, id, ['pending'], { status: 'declined', declineReason: input.reason || null }),
    (tx, changed) => tell(tx, changed, 'guest', 'appointment.declined', {}, 'CANCEL'),
  )
  return toAppointment(row, caller.companyId)
}

/** Either side cancels a pending or accepted appointment, with a reason (spec §5); the other side gets METHOD:CANCEL. */
export async function cancelAppointment(deps: NotifyDeps, caller: Caller, id: string, input: TCancelAppointmentRequest): Promise<TAppointment> {
  const current = await findOwn(deps.db, id, caller.companyId)
  const other = current.appointment.hostCompanyId === caller.companyId ? 'guest' : 'host'
  const row = await changeAndTell(
    deps,
    'APPOINTMENT_CANCEL_FAILED',
    id,
    (tx) => repo.updateIfStatus(tx, id, repo.LIVE_STATUSES, { status: 'cancelled', cancellationReason: input.reason, cancelledByCompanyId: caller.companyId, cancelledAt: new Date() }),
    (tx, changed) => tell(tx, changed, other, 'appointment.cancelled', { reason: input.reason }, 'CANCEL'),
  )
  return toAppointment(row, caller.companyId)
}

const GUEST_FIELDS = ['startsAt', 'matter', 'reason', 'name', 'company', 'email', 'phone'] as const

/**
 * Edits a live appointment. The guest changes the details or moves it to another free slot (a move goes back to
 * pending: the host confirms the new time); the host may replace the meeting link. The other side is told, with the
 * .ics at its next SEQUENCE.
 */
export async function updateAppointment(deps: NotifyDeps, caller: Caller, id: string, input: TUpdateAppointmentRequest, now: Date = new Date()): Promise<TAppointment> {
  const current = await findOwn(deps.db, id, caller.companyId)
  const a = current.appointment
  const isHost = a.hostCompanyId === caller.companyId
  if (isHost && GUEST_FIELDS.some((f) => input[f] !== undefined)) throw new AppError('APPOINTMENT_GUEST_ONLY')
  if (!isHost && input.meetingUrl !== undefined) throw new AppError('APPOINTMENT_HOST_ONLY')
  if (a.status !== 'pending' && a.status !== 'accepted') throw new AppError('APPOINTMENT_STATE_CONFLICT')

  const row = await failAs(deps, 'APPOINTMENT_UPDATE_FAILED', () =>
    deps.db.transaction(async (tx) => {
      const set: Parameters<typeof repo.updateIfStatus>[3] = {}
      if (input.meetingUrl !== undefined) set.meetingUrl = input.meetingUrl
      if (input.matter !== undefined) set.matter = input.matter
      if (input.reason !== undefined) set.reason = input.reason
      if (input.name !== undefined) set.contactName = input.name
      if (input.company !== undefined) set.contactCompany = input.company
      if (input.email !== undefined) set.contactEmail = input.email
      if (input.phone !== undefined) set.contactPhone = input.phone
      if (input.startsAt !== undefined && new Date(input.startsAt).getTime() !== a.startsAt.getTime()) {
        const host = await repo.findCompany(tx, a.hostCompanyId)
        const row = await repo.lockAvailability(tx, a.hostCompanyId)
        if (!host || !hasAvailableDays(row)) throw new AppError('APPOINTMENT_NO_AVAILABLE_DAYS')
        const slot = await requireFreeSlot(tx, host, row, new Date(input.startsAt), now, a.id)
        set.startsAt = slot.startsAt
        set.endsAt = slot.endsAt
        set.hostTimeZone = host.timeZone
        set.status = 'pending'
        set.reminderSentAt = null
      }
      const updated = await repo.updateIfStatus(tx, id, repo.LIVE_STATUSES, set)
      if (!updated) throw new AppError('APPOINTMENT_STATE_CONFLICT')
      const changed = await reload(tx, id)
      await tell({ ...deps, db: tx }, changed, isHost ? 'guest' : 'host', 'appointment.updated')
      return changed
    }),
  )
  return toAppointment(row, caller.companyId)
}

/**
 * Scheduled job: reminds both sides of accepted meetings starting within REMINDER_LEAD_MS. The reminder is marked in
 * the transaction that writes its notifications and mails, so a crash neither loses one nor sends two.
 */
export async function sendDueReminders(deps: NotifyDeps, now: Date = new Date()): Promise<number> {
  const due = await repo.listDueReminders(deps.db, now, new Date(now.getTime() + REMINDER_LEAD_MS))
  let sent = 0
  for (const row of due) {
    const isSent = await deps.db.transaction(async (tx) => {
      if (!(await repo.markReminderSent(tx, row.appointment.id))) return false
      await tell({ ...deps, db: tx }, row, 'host', 'appointment.reminder', {}, null)
      await tell({ ...deps, db: tx }, row, 'guest', 'appointment.reminder', {}, null)
      return true
    })
    if (isSent) sent++
  }
  return sent
}
