import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, id } from './common'
import { users } from './users'

/**
 * Rate-limit windows shared by every server instance (issue 10 §2): one row per limiter key
 * (route + client), counted with one atomic upsert.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
)

/** Spec §3 notification types. */
export const notificationType = pgEnum('notification_type', ['registration', 'appointment', 'quote', 'rfq', 'profile', 'membership', 'chat', 'contact'])

/** What `notify()` stored for a user; the notifications screen lists these. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    /** Template key and its parameters; the text is rendered in the reader's language. */
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt), index('notifications_user_unread_idx').on(t.userId).where(sql`read_at is null`)],
)

/** Per user and type: whether a notification is also e-mailed (default on when no row exists). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
)

/**
 * Everything a user's open sockets should receive (notification, chat message, state change), in order:
 * `seq` rises by one per user, so a reconnecting client asks for what came after the last one it saw.
 */
export const userEvents = pgTable(
  'user_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** e.g. `notification.created`, `notification.read`, `chat.message`. */
    kind: text('kind').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('user_events_created_idx').on(t.createdAt)],
)

/** The last sequence number handed out per user (row-locked while the next event is written). */
export const userEventCursors = pgTable('user_event_cursors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
})

/** Scheduled jobs: a lease makes each run happen on one instance only. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
})
