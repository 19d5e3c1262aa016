import { boolean, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './common'
import { files } from './files'
import { users } from './users'

/** Spec §3 Event category. */
export const eventCategory = pgEnum('event_category', ['robots', 'machinery', 'spare_parts', 'other'])
export const eventStatus = pgEnum('event_status', ['draft', 'published', 'cancelled'])

export interface EventScheduleItem {
  /** Instant (ISO, UTC) the item starts; shown in the event's time zone. */
  startsAt: string
  title: string
  speaker?: string
}
export interface EventSpeaker {
  name: string
  position?: string
  company?: string
  bio?: string
}
export interface EventSponsor {
  name: string
  url?: string
  level?: string
}

/** An event of spec §3 (title, descriptions, dates, schedule, address, online flag, places, image, category). */
export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    briefDescription: text('brief_description').notNull(),
    detailedDescription: text('detailed_description').notNull(),
    category: eventCategory('category').notNull(),
    status: eventStatus('status').notNull().default('published'),
    isOnline: boolean('is_online').notNull().default(false),
    /** Where online attendees join; sent to registered attendees only. */
    onlineUrl: text('online_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** IANA time zone the event is held in; instants are stored in UTC (DESIGN "Time"). */
    timeZone: text('time_zone').notNull().default('America/Mexico_City'),
    venue: text('venue'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Available places in total; registrations never exceed it (docs/decisions/033). */
    capacity: integer('capacity').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    schedule: jsonb('schedule').$type<EventScheduleItem[]>().notNull().default([]),
    speakers: jsonb('speakers').$type<EventSpeaker[]>().notNull().default([]),
    sponsors: jsonb('sponsors').$type<EventSponsor[]>().notNull().default([]),
    /** iCalendar SEQUENCE: rises on every edit so calendars replace the old invitation. */
    sequence: integer('sequence').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_status_starts_idx').on(t.status, t.startsAt)],
)

/**
 * registered and offered hold a place; waitlisted wait in order of `waitlistedAt`; an offer not taken by
 * `offerExpiresAt` becomes offer_expired and the place goes to the next person.
 */
export const eventRegistrationStatus = pgEnum('event_registration_status', ['registered', 'waitlisted', 'offered', 'cancelled', 'offer_expired'])

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: eventRegistrationStatus('status').notNull(),
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Random code in the check-in QR; unique so the door scanner finds the registration. */
    checkInCode: text('check_in_code').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_user_uq').on(t.eventId, t.userId),
    uniqueIndex('event_registrations_code_uq').on(t.checkInCode),
    index('event_registrations_event_status_idx').on(t.eventId, t.status),
    index('event_registrations_user_idx').on(t.userId),
    index('event_registrations_offer_idx').on(t.status, t.offerExpiresAt),
  ],
)
