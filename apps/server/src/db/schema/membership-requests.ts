import { sql } from 'drizzle-orm'
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './common'
import { companies, membershipPlan, memberships } from './companies'
import { users } from './users'

/** Follow-up of a plan request by the platform admin (docs/decisions/032). */
export const membershipRequestStatus = pgEnum('membership_request_status', ['pending', 'contacted', 'activated', 'closed'])

/** Gold's pre-qualification form (spec §3), as the company sent it. */
export interface PrequalificationForm {
  name: string
  lastName: string
  email: string
  phone: string
  company: string
  address: string
  country: string
  state: string
  city: string
  suburb: string
  street: string
  zip: string
}

/** A company asking for Platinum or Gold; the admin follows it up and activates the plan on payment. */
export const membershipRequests = pgTable(
  'membership_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: membershipPlan('plan').notNull(),
    status: membershipRequestStatus('status').notNull().default('pending'),
    /** Gold only: the pre-qualification form. */
    form: jsonb('form').$type<PrequalificationForm>(),
    /** The admin's follow-up note (who was called, what was agreed). */
    adminNote: text('admin_note'),
    /** The membership the activation created. */
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('membership_requests_status_idx').on(t.status, t.createdAt),
    // One open request per company and plan: asking twice does not queue two.
    uniqueIndex('membership_requests_open_uq').on(t.companyId, t.plan).where(sql`${t.status} in ('pending', 'contacted')`),
  ],
)
