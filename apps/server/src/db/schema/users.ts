import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, id, updatedAt } from './common'
import { companies } from './companies'
import { files } from './files'

/** Platform role: `admin` approves companies and manages memberships and content. */
export const platformRole = pgEnum('platform_role', ['user', 'admin'])
/** Permission inside the company: admin edits the company, restricted can search, query and view only. */
export const companyRole = pgEnum('company_role', ['admin', 'restricted'])
export const userStatus = pgEnum('user_status', ['pending_activation', 'active', 'inactive'])
export const language = pgEnum('language', ['en', 'es'])

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** A new address asked for in /profile, waiting for its confirmation link; sign-in keeps using `email` until then. */
    pendingEmail: text('pending_email'),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    phoneExtension: text('phone_extension'),
    companyPhone: text('company_phone'),
    position: text('position'),
    department: text('department'),
    responsibilityLevel: text('responsibility_level'),
    language: language('language').notNull().default('en'),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    platformRole: platformRole('platform_role').notNull().default('user'),
    companyRole: companyRole('company_role').notNull().default('admin'),
    status: userStatus('status').notNull().default('pending_activation'),
    isVisible: boolean('is_visible').notNull().default(true),
    /** Event-only account (spec `user_event`): confined to the dashboard events page. */
    isEventOnly: boolean('is_event_only').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId),
  ],
)

/** Login sessions: only the SHA-256 of the opaque bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const tokenPurpose = pgEnum('token_purpose', ['activation', 'password_reset', 'email_change'])

/** Single-use e-mailed tokens (activation, password reset, e-mail change); only their SHA-256 is stored. */
export const tokens = pgTable(
  'tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('tokens_user_purpose_idx').on(t.userId, t.purpose)],
)
