import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies, eventRegistrations, events, users } from '../../db/schema'

export type EventRow = typeof events.$inferSelect
export type NewEvent = typeof events.$inferInsert
export type RegistrationRow = typeof eventRegistrations.$inferSelect
export type RegistrationStatus = RegistrationRow['status']

/** Statuses that hold one of the event's places. */
export const PLACE_HOLDING: RegistrationStatus[] = ['registered', 'offered']

// Plain SQL text: inside a select list drizzle renders a column without its table, which the subquery would bind to r.
const takenPlaces = sql<number>`(select count(*)::int from event_registrations r where r.event_id = events.id and r.status in ('registered', 'offered'))`
const waitlisted = sql<number>`(select count(*)::int from event_registrations r where r.event_id = events.id and r.status = 'waitlisted')`
const checkedIn = sql<number>`(select count(*)::int from event_registrations r where r.event_id = events.id and r.checked_in_at is not null)`

export interface EventWithCounts extends EventRow {
  taken: number
  waitlisted: number
  checkedIn: number
}

const withCounts = { event: events, taken: takenPlaces, waitlisted, checkedIn }
const flatten = (r: { event: EventRow; taken: number; waitlisted: number; checkedIn: number }): EventWithCounts => ({ ...r.event, taken: r.taken, waitlisted: r.waitlisted, checkedIn: r.checkedIn })

export interface EventFilter {
  category?: EventRow['category']
  mode?: 'online' | 'onsite'
  when: 'upcoming' | 'past'
  now: Date
}

/** Published events: upcoming (not ended yet) soonest first, or past latest first. */
export async function listPublishedEvents(db: Db, f: EventFilter, page: number, limit: number): Promise<{ rows: EventWithCounts[]; total: number }> {
  const where = and(
    eq(events.status, 'published'),
    f.when === 'upcoming' ? gte(events.endsAt, f.now) : lt(events.endsAt, f.now),
    f.category ? eq(events.category, f.category) : undefined,
    f.mode ? eq(events.isOnline, f.mode === 'online') : undefined,
  )
  const [list, [total]] = await Promise.all([
    db
      .select(withCounts)
      .from(events)
      .where(where)
      .orderBy(f.when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(events).where(where),
  ])
  return { rows: list.map(flatten), total: total?.value ?? 0 }
}

export async function listAllEvents(db: Db, page: number, limit: number): Promise<{ rows: EventWithCounts[]; total: number }> {
  const [list, [total]] = await Promise.all([
    db.select(withCounts).from(events).orderBy(desc(events.startsAt), asc(events.id)).limit(limit).offset((page - 1) * limit),
    db.select({ value: count() }).from(events),
  ])
  return { rows: list.map(flatten), total: total?.value ?? 0 }
}

export async function findEvent(db: Db, id: string): Promise<EventWithCounts | null> {
  const [row] = await db.select(withCounts).from(events).where(eq(events.id, id)).limit(1)
  return row ? flatten(row) : null
}

/** Locks the event row: every change of its places runs one at a time (no overbooking, docs/decisions/033). */
export async function lockEvent(db: Db, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update')
  return row ?? null
}

export async function insertEvent(db: Db, values: NewEvent): Promise<string> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id })
  return row!.id
}

export async function updateEvent(db: Db, id: string, values: Partial<NewEvent>): Promise<void> {
  await db
    .update(events)
    .set({ ...values, sequence: sql`${events.sequence} + 1` })
    .where(eq(events.id, id))
}

/** Places taken and people waiting; `lastWaitlistedAt` is when the last of them joined the queue (null: nobody waits). */
export async function countByStatus(db: Db, eventId: string): Promise<{ taken: number; waitlisted: number; lastWaitlistedAt: Date | null }> {
  const [row] = await db
    .select({
      taken: sql<number>`count(*) filter (where ${eventRegistrations.status} in ('registered', 'offered'))::int`,
      waitlisted: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'waitlisted')::int`,
      lastWaitlistedMs: sql<number | null>`(extract(epoch from max(${eventRegistrations.waitlistedAt}) filter (where ${eventRegistrations.status} = 'waitlisted')) * 1000)::float8`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
  const last = row?.lastWaitlistedMs
  return { taken: row?.taken ?? 0, waitlisted: row?.waitlisted ?? 0, lastWaitlistedAt: last == null ? null : new Date(Number(last)) }
}

export async function findRegistration(db: Db, eventId: string, userId: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId))).limit(1)
  return row ?? null
}

export async function findRegistrationById(db: Db, id: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)).limit(1)
  return row ?? null
}

export async function findRegistrationByCode(db: Db, eventId: string, code: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.checkInCode, code))).limit(1)
  return row ?? null
}

export async function insertRegistration(db: Db, values: typeof eventRegistrations.$inferInsert): Promise<RegistrationRow> {
  const [row] = await db.insert(eventRegistrations).values(values).returning()
  return row!
}

export async function updateRegistration(db: Db, id: string, changes: Partial<typeof eventRegistrations.$inferInsert>): Promise<RegistrationRow> {
  const [row] = await db.update(eventRegistrations).set(changes).where(eq(eventRegistrations.id, id)).returning()
  return row!
}

/** 1-based place of a waitlisted registration in its event's queue. */
export async function waitlistPosition(db: Db, reg: RegistrationRow): Promise<number | null> {
  if (reg.status !== 'waitlisted' || !reg.waitlistedAt) return null
  const [row] = await db
    .select({ value: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, reg.eventId),
        eq(eventRegistrations.status, 'waitlisted'),
        or(lt(eventRegistrations.waitlistedAt, reg.waitlistedAt), and(eq(eventRegistrations.waitlistedAt, reg.waitlistedAt), lte(eventRegistrations.id, reg.id))),
      ),
    )
  return row?.value ?? null
}

/** The next people on the waiting list, oldest first. */
export async function nextWaitlisted(db: Db, eventId: string, limit: number): Promise<RegistrationRow[]> {
  if (limit <= 0) return []
  return db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')))
    .orderBy(asc(eventRegistrations.waitlistedAt), asc(eventRegistrations.id))
    .limit(limit)
}

/** Offers past their time, grouped later by event. */
export async function findExpiredOffers(db: Db, now: Date): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.status, 'offered'), lte(eventRegistrations.offerExpiresAt, now)))
    .limit(500)
}

export interface MyEventRow {
  event: EventWithCounts
  registration: RegistrationRow
}

/** The user's registrations: upcoming (not ended; holding a place or waiting) or past (attended or registered). */
export async function listUserRegistrations(db: Db, userId: string, tab: 'upcoming' | 'past', now: Date, page: number, limit: number): Promise<{ rows: MyEventRow[]; total: number }> {
  const where = and(
    eq(eventRegistrations.userId, userId),
    tab === 'upcoming'
      ? and(gte(events.endsAt, now), inArray(eventRegistrations.status, ['registered', 'offered', 'waitlisted']))
      : and(lt(events.endsAt, now), eq(eventRegistrations.status, 'registered')),
  )
  const [list, [total]] = await Promise.all([
    db
      .select({ ...withCounts, registration: eventRegistrations })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(where)
      .orderBy(tab === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(eventRegistrations).innerJoin(events, eq(events.id, eventRegistrations.eventId)).where(where),
  ])
  return { rows: list.map((r) => ({ event: flatten(r), registration: r.registration })), total: total?.value ?? 0 }
}

export interface AttendeeRow {
  registration: RegistrationRow
  firstName: string
  lastName: string
  email: string
  language: 'en' | 'es'
  isEventOnly: boolean
  company: string | null
  /** The attendee's company's zone, the clock their mails write times on (none for an event-only account). */
  timeZone: string | null
}

const attendeeColumns = {
  registration: eventRegistrations,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  language: users.language,
  isEventOnly: users.isEventOnly,
  company: companies.tradeName,
  timeZone: companies.timeZone,
}

function attendeeWhere(eventId: string, status?: RegistrationStatus, q?: string): SQL | undefined {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  return and(
    eq(eventRegistrations.eventId, eventId),
    status ? eq(eventRegistrations.status, status) : undefined,
    like ? or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like), ilike(companies.tradeName, like)) : undefined,
  )
}

/** Attendees of an event: holders of a place first (by name), then the waiting list in order, then the rest. */
export async function listAttendees(db: Db, eventId: string, filter: { status?: RegistrationStatus; q?: string }, page: number, limit: number | null): Promise<{ rows: AttendeeRow[]; total: number }> {
  const where = attendeeWhere(eventId, filter.status, filter.q)
  const base = db
    .select(attendeeColumns)
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(
      sql`case ${eventRegistrations.status} when 'registered' then 0 when 'offered' then 1 when 'waitlisted' then 2 else 3 end`,
      asc(eventRegistrations.waitlistedAt),
      asc(users.lastName),
      asc(users.firstName),
      asc(eventRegistrations.id),
    )
  const [list, [total]] = await Promise.all([
    limit === null ? base : base.limit(limit).offset((page - 1) * limit),
    db.select({ value: count() }).from(eventRegistrations).innerJoin(users, eq(users.id, eventRegistrations.userId)).leftJoin(companies, eq(companies.id, users.companyId)).where(where),
  ])
  return { rows: list, total: total?.value ?? 0 }
}

export async function findAttendee(db: Db, registrationId: string): Promise<AttendeeRow | null> {
  const [row] = await db
    .select(attendeeColumns)
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(eventRegistrations.id, registrationId))
    .limit(1)
  return row ?? null
}
