import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Solved captcha challenges, so one solution cannot be replayed before it expires. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * Failed logins per e-mail address (existing or not, so the lock-out reveals nothing about
 * which accounts exist). The lock-out grows with each further failure.
 */
export const loginAttempts = pgTable('login_attempts', {
  email: text('email').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
})
