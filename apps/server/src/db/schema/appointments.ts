import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companies } from './companies'
import { createdAt, id, updatedAt } from './common'
import { users } from './users'

/** Spec §4 Appointment: pending → accepted / declined; either side may cancel (with a reason, spec §5). */
export const appointmentStatus = pgEnum('appointment_status', ['pending', 'accepted', 'declined', 'cancelled'])

/** A weekly opening of a company for meetings: ISO weekday (1 = Monday … 7 = Sunday), local wall-clock HH:MM. */
export interface AvailabilityRange {
  weekday: number
  start: string
  end: string
}
/** An exception of the weekly pattern on one local date: the day off, or extra hours on that date. */
export interface AvailabilityException {
  date: string
  kind: 'off' | 'extra'
  start?: string
  end?: string
}

/**
 * The days and hours a company takes meetings, in the company's own time zone (companies.time_zone): a weekly
 * pattern plus dated exceptions. One row per company; no row means "has not registered available days" (spec §8).
 */
export const appointmentAvailability = pgTable('appointment_availability', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  slotMinutes: integer('slot_minutes').notNull().default(60),
  weekly: jsonb('weekly').$type<AvailabilityRange[]>().notNull().default([]),
  exceptions: jsonb('exceptions').$type<AvailabilityException[]>().notNull().default([]),
  updatedAt: updatedAt(),
})

/** A meeting requested by one company (the guest) in another company's (the host's) available hours. */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    hostCompanyId: uuid('host_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    guestCompanyId: uuid('guest_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bookedByUserId: uuid('booked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The host's zone when booked: the .ics and the e-mails show the host's wall clock even if it changes later. */
    hostTimeZone: text('host_time_zone').notNull(),
    status: appointmentStatus('status').notNull().default('pending'),
    // spec §3 fields
    matter: text('matter').notNull(),
    reason: text('reason').notNull(),
    contactName: text('contact_name').notNull(),
    contactCompany: text('contact_company').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    meetingUrl: text('meeting_url').notNull(),
    declineReason: text('decline_reason'),
    cancellationReason: text('cancellation_reason'),
    cancelledByCompanyId: uuid('cancelled_by_company_id').references(() => companies.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** iCalendar SEQUENCE: 0 when booked, +1 on every change the calendars must follow (RFC 5545 §3.8.7.4). */
    sequence: integer('sequence').notNull().default(0),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_host_starts_idx').on(t.hostCompanyId, t.startsAt),
    index('appointments_guest_starts_idx').on(t.guestCompanyId, t.startsAt),
    // Last line against double booking (the service also locks the host's availability row): one live
    // appointment per host and start.
    uniqueIndex('appointments_host_slot_live_uq')
      .on(t.hostCompanyId, t.startsAt)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('appointments_reminder_idx').on(t.startsAt).where(sql`${t.status} = 'accepted' and ${t.reminderSentAt} is null`),
    check('appointments_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_not_self', sql`${t.hostCompanyId} <> ${t.guestCompanyId}`),
  ],
)
