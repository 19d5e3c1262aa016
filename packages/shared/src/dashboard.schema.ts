import { z } from 'zod'
import { MEMBERSHIP_PLANS, type MembershipPlan } from './constants'
import { ZProfileProgressSchema } from './company-profile.schema'

export const MEMBERSHIP_PLAN_TITLES: Readonly<Record<MembershipPlan, string>> = { free: 'Free', platinum: 'Platinum', gold: 'Gold' }

/** Days of the visits series (the chart): today and the 29 days before it. */
export const DASHBOARD_VISIT_SERIES_DAYS = 30

/**
 * GET /api/v1/dashboard (spec /dashboard). Dates are ISO `YYYY-MM-DD` calendar days of the marketplace
 * (America/Mexico_City, weeks from Monday: marketplace-calendar.ts).
 */
export const ZDashboardResponseSchema = z.object({
  membership: z.object({
    /** MEMBERSHIP_PLAN_IDS: 1 free, 2 Platinum, 3 Gold. */
    planId: z.number().int(),
    plan: z.enum(MEMBERSHIP_PLANS),
    title: z.string(),
    status: z.enum(['active', 'expired']),
    /** Hire date. */
    activatedAt: z.string().nullable(),
    /** Renewal date; null for the free plan. */
    expiresAt: z.string().nullable(),
  }),
  /** Profile visits: one per viewer company per day (see docs/decisions/007). */
  visits: z.object({
    last30Days: z.number().int(),
    last15Days: z.number().int(),
    /** Since Monday 00:00 America/Mexico_City of the current week (the marketplace's "this week"). */
    thisWeek: z.number().int(),
    /** DASHBOARD_VISIT_SERIES_DAYS entries, oldest first, days without visits included. */
    daily: z.array(z.object({ date: z.string(), count: z.number().int() })),
  }),
  /** Open public requirements of other companies in this company's categories, still in their date range. */
  opportunities: z.number().int(),
  /** Average of the ratings other companies gave after accepted quotes (1–5, one decimal); null without any. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  progress: ZProfileProgressSchema,
})
export type TDashboardResponse = z.infer<typeof ZDashboardResponseSchema>
