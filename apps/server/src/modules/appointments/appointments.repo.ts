import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AppointmentStatus } from '@nexo/shared'
import type { Db } from '../../db/client'
import { appointmentAvailability, appointments, companies, type AvailabilityException, type AvailabilityRange } from '../../db/schema'

export type AppointmentRow = typeof appointments.$inferSelect
export type AvailabilityRow = typeof appointmentAvailability.$inferSelect

/** Statuses that hold a slot. */
export const LIVE_STATUSES: AppointmentStatus[] = ['pending', 'accepted']

/** A company as appointments need it; null when it does not exist. */
export async function findCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, tradeName: companies.tradeName, timeZone: companies.timeZone, email: companies.email, status: companies.status, isVisible: companies.isVisible })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return row ?? null
}

export async function findAvailability(db: Db, companyId: string): Promise<AvailabilityRow | null> {
  const [row] = await db.select().from(appointmentAvailability).where(eq(appointmentAvailability.companyId, companyId)).limit(1)
  return row ?? null
}

/**
 * The host's availability row, locked until the transaction ends: bookings of one host take turns, so two requests
 * for the same slot cannot both see it free (the unique index on live slots is the last line behind this).
 */
export async function lockAvailability(tx: Db, companyId: string): Promise<AvailabilityRow | null> {
  const [row] = await tx.select().from(appointmentAvailability).where(eq(appointmentAvailability.companyId, companyId)).for('update').limit(1)
  return row ?? null
}

export async function saveAvailability(
  db: Db,
  companyId: string,
  values: { timeZone: string; slotMinutes: number; weekly: AvailabilityRange[]; exceptions: AvailabilityException[] },
): Promise<AvailabilityRow> {
  return db.transaction(async (tx) => {
    await tx.update(companies).set({ timeZone: values.timeZone }).where(eq(companies.id, companyId))
    const set = { slotMinutes: values.slotMinutes, weekly: values.weekly, exceptions: values.exceptions, updatedAt: new Date() }
    const [row] = await tx
      .insert(appointmentAvailability)
      .values({ companyId, ...set })
      .onConflictDoUpdate({ target: appointmentAvailability.companyId, set })
      .returning()
    return row!
  })
}

/** Live appointments of a host overlapping [from, to), optionally leaving one out (the one being moved). */
export async function listBusy(db: Db, hostCompanyId: string, from: Date, to: Date, excludeId?: string) {
  const conditions: SQL[] = [
    eq(appointments.hostCompanyId, hostCompanyId),
    inArray(appointments.status, LIVE_STATUSES),
    lt(appointments.startsAt, to),
    gt(appointments.endsAt, from),
  ]
  if (excludeId) conditions.push(ne(appointments.id, excludeId))
  return db.select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt }).from(appointments).where(and(...conditions))
}

/** Pending requests of a guest company with a host that have not started yet. */
export async function countPendingWith(db: Db, hostCompanyId: string, guestCompanyId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.hostCompanyId, hostCompanyId), eq(appointments.guestCompanyId, guestCompanyId), eq(appointments.status, 'pending'), gt(appointments.startsAt, now)))
  return row?.n ?? 0
}

export async function insertAppointment(db: Db, values: typeof appointments.$inferInsert): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning()
  return row!
}

const host = alias(companies, 'host')
const guest = alias(companies, 'guest')

const withCompanies = {
  appointment: appointments,
  hostName: host.tradeName,
  hostTimeZone: host.timeZone,
  hostEmail: host.email,
  guestName: guest.tradeName,
  guestTimeZone: guest.timeZone,
}
export type AppointmentWithCompanies = { appointment: AppointmentRow; hostName: string; hostTimeZone: string; hostEmail: string | null; guestName: string; guestTimeZone: string }

const ofCompany = (companyId: string) => or(eq(appointments.hostCompanyId, companyId), eq(appointments.guestCompanyId, companyId))!

function selectWithCompanies(db: Db) {
  return db
    .select(withCompanies)
    .from(appointments)
    .innerJoin(host, eq(host.id, appointments.hostCompanyId))
    .innerJoin(guest, eq(guest.id, appointments.guestCompanyId))
}

/** One appointment of which `companyId` is host or guest; null otherwise (another company's is "not found"). */
export async function findForCompany(db: Db, id: string, companyId: string): Promise<AppointmentWithCompanies | null> {
  const [row] = await selectWithCompanies(db).where(and(eq(appointments.id, id), ofCompany(companyId))).limit(1)
  return row ?? null
}

export async function findById(db: Db, id: string): Promise<AppointmentWithCompanies | null> {
  const [row] = await selectWithCompanies(db).where(eq(appointments.id, id)).limit(1)
  return row ?? null
}

/** The company's appointments (host or guest) starting in [from, to), soonest first. */
export async function listForCompany(db: Db, companyId: string, q: { from?: Date; to?: Date; status?: AppointmentStatus; limit: number }) {
  const conditions: SQL[] = [ofCompany(companyId)]
  if (q.from) conditions.push(gte(appointments.startsAt, q.from))
  if (q.to) conditions.push(lt(appointments.startsAt, q.to))
  if (q.status) conditions.push(eq(appointments.status, q.status))
  return selectWithCompanies(db)
    .where(and(...conditions))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(q.limit)
}

/**
 * Changes an appointment only while it is still in one of `fromStatuses`: two users answering at once cannot both
 * win (the loser gets null). Every change bumps the iCalendar SEQUENCE.
 */
export async function updateIfStatus(
  db: Db,
  id: string,
  fromStatuses: AppointmentStatus[],
  set: Partial<typeof appointments.$inferInsert>,
): Promise<AppointmentRow | null> {
  const [row] = await db
    .update(appointments)
    .set({ ...set, sequence: sql`${appointments.sequence} + 1`, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), inArray(appointments.status, fromStatuses)))
    .returning()
  return row ?? null
}

/** Accepted appointments starting in (now, until] whose reminder has not gone out. */
export async function listDueReminders(db: Db, now: Date, until: Date, limit = 200) {
  return selectWithCompanies(db)
    .where(and(eq(appointments.status, 'accepted'), isNull(appointments.reminderSentAt), gt(appointments.startsAt, now), lt(appointments.startsAt, until)))
    .orderBy(asc(appointments.startsAt))
    .limit(limit)
}

/** Marks the reminder sent; false when another run already did (the reminder goes once). */
export async function markReminderSent(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ reminderSentAt: new Date() })
    .where(and(eq(appointments.id, id), isNull(appointments.reminderSentAt)))
    .returning({ id: appointments.id })
  return rows.length > 0
}
