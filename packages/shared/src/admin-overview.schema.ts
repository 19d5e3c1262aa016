import { z } from 'zod'
import { MEMBERSHIP_PLANS } from './constants'

/** Paid memberships expiring within this many days count as "to renew" on the admin home. */
export const MEMBERSHIP_RENEWAL_WINDOW_DAYS = 30
/** Paid memberships that expired within this many days are still listed to renew. */
export const MEMBERSHIP_EXPIRED_WINDOW_DAYS = 90
/** How many pending companies and memberships the admin home lists. */
export const ADMIN_OVERVIEW_LIST_SIZE = 5

/** A company waiting for approval; its age is now − createdAt. */
export const ZAdminPendingCompanySchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  createdAt: z.string(),
  adminEmailVerified: z.boolean(),
})

/** A paid membership near its end, or past it: the renewals the administrator follows up. */
export const ZAdminMembershipToRenewSchema = z.object({
  companyId: z.string(),
  tradeName: z.string(),
  plan: z.enum(MEMBERSHIP_PLANS),
  expiresAt: z.string(),
  isExpired: z.boolean(),
})

/** GET /api/v1/admin/overview: the platform administrator's home (issue 11). */
export const ZAdminOverviewResponseSchema = z.object({
  pendingCompanies: z.object({
    total: z.number().int(),
    /** The ADMIN_OVERVIEW_LIST_SIZE longest waiting, oldest first. */
    oldest: z.array(ZAdminPendingCompanySchema),
  }),
  memberships: z.object({
    /** Companies with a Platinum or Gold membership in force. */
    active: z.number().int(),
    expiringSoon: z.number().int(),
    expiredRecently: z.number().int(),
    /** Expired ones first (most recent first), then the next to expire. */
    toRenew: z.array(ZAdminMembershipToRenewSchema),
  }),
  signups: z.object({
    /** Accounts created in the last 7 days. */
    lastWeek: z.number().int(),
  }),
})
export type TAdminOverviewResponse = z.infer<typeof ZAdminOverviewResponseSchema>
export type TAdminPendingCompany = z.infer<typeof ZAdminPendingCompanySchema>
export type TAdminMembershipToRenew = z.infer<typeof ZAdminMembershipToRenewSchema>
