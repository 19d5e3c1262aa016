import { z } from 'zod'
import { MEMBERSHIP_PLANS } from './constants'
import { zEmail, zOptionalText, zPhone, zText } from './fields'
import { paginated, ZPaginationQuerySchema } from './pagination.schema'

/** Paid plans a company can ask for and the platform admin activates (spec §1). */
export const PAID_MEMBERSHIP_PLANS = ['platinum', 'gold'] as const
export type PaidMembershipPlan = (typeof PAID_MEMBERSHIP_PLANS)[number]

/** Days before expiry the company is reminded (docs/decisions/032). */
export const MEMBERSHIP_REMINDER_DAYS = [30, 7] as const

/** Follow-up states of a plan request: pending → contacted → activated or closed. */
export const MEMBERSHIP_REQUEST_STATUSES = ['pending', 'contacted', 'activated', 'closed'] as const
export type MembershipRequestStatus = (typeof MEMBERSHIP_REQUEST_STATUSES)[number]

/** How the admin confirmed the payment: the reference of a bank transfer or the number of an invoice. */
export const MEMBERSHIP_PAYMENT_METHODS = ['bank_transfer', 'invoice'] as const

/** Spec §3 pre-qualification form (Gold's personalised matchmaking). */
export const ZPrequalificationFormSchema = z.object({
  name: zText(80),
  lastName: zText(80),
  email: zEmail,
  phone: zPhone,
  company: zText(160),
  address: zText(200),
  country: zText(80),
  state: zText(80),
  city: zText(80),
  suburb: zText(120),
  street: zText(160),
  zip: zText(12),
})
export type TPrequalificationForm = z.infer<typeof ZPrequalificationFormSchema>

/** POST /api/v1/membership/requests: Platinum needs nothing more; Gold sends the pre-qualification form. */
export const ZCreateMembershipRequestSchema = z.discriminatedUnion('plan', [
  z.object({ plan: z.literal('platinum') }),
  z.object({ plan: z.literal('gold'), form: ZPrequalificationFormSchema }),
])
export type TCreateMembershipRequest = z.infer<typeof ZCreateMembershipRequestSchema>

export const ZMembershipRequestSchema = z.object({
  id: z.string(),
  plan: z.enum(PAID_MEMBERSHIP_PLANS),
  status: z.enum(MEMBERSHIP_REQUEST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TMembershipRequest = z.infer<typeof ZMembershipRequestSchema>

/** The price of Platinum from configuration: annual amount plus VAT (spec §1). */
export const ZMembershipPricingSchema = z.object({
  annualPrice: z.number(),
  currency: z.string(),
  vatRate: z.number(),
  vatAmount: z.number(),
  total: z.number(),
})

/** GET /api/v1/membership: the company's plan now, the price and its open requests. */
export const ZMembershipOverviewSchema = z.object({
  current: z.object({
    plan: z.enum(MEMBERSHIP_PLANS),
    /** `expired`: a paid plan that ended; its rights are withdrawn and the company is on free. */
    status: z.enum(['active', 'expired']),
    activatedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    hasPlatinumRights: z.boolean(),
  }),
  pricing: ZMembershipPricingSchema,
  requests: z.array(ZMembershipRequestSchema),
  /** Only company admins ask for plans (restricted users only view). */
  canRequest: z.boolean(),
})
export type TMembershipOverview = z.infer<typeof ZMembershipOverviewSchema>

// ── platform admin ──────────────────────────────────────────────────────────────────────────────────

export const ZAdminMembershipRequestListQuerySchema = ZPaginationQuerySchema.extend({
  status: z.enum(MEMBERSHIP_REQUEST_STATUSES).optional(),
  plan: z.enum(PAID_MEMBERSHIP_PLANS).optional(),
})
export type TAdminMembershipRequestListQuery = z.infer<typeof ZAdminMembershipRequestListQuerySchema>

/** The stored form as the API answers it (plain strings: the request schema's transforms only run on input). */
export const ZPrequalificationFormAnswerSchema = z.object(
  Object.fromEntries(Object.keys(ZPrequalificationFormSchema.shape).map((key) => [key, z.string()])) as Record<keyof TPrequalificationForm, z.ZodString>,
)

export const ZAdminMembershipRequestSchema = ZMembershipRequestSchema.extend({
  companyId: z.string(),
  companyName: z.string(),
  requestedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  form: ZPrequalificationFormAnswerSchema.nullable(),
  adminNote: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** The company's plan now, to tell a renewal from a first activation. */
  currentPlan: z.enum(MEMBERSHIP_PLANS),
  currentExpiresAt: z.string().nullable(),
})
export type TAdminMembershipRequest = z.infer<typeof ZAdminMembershipRequestSchema>
export const ZAdminMembershipRequestListSchema = paginated(ZAdminMembershipRequestSchema)
export type TAdminMembershipRequestList = z.infer<typeof ZAdminMembershipRequestListSchema>

export const ZUpdateMembershipRequestSchema = z.object({
  status: z.enum(['pending', 'contacted', 'closed']),
  adminNote: zOptionalText(1000),
})
export type TUpdateMembershipRequest = z.infer<typeof ZUpdateMembershipRequestSchema>

/** POST /api/v1/admin/companies/{id}/membership: activation (or renewal) on a confirmed payment. */
export const ZActivateMembershipSchema = z.object({
  plan: z.enum(PAID_MEMBERSHIP_PLANS),
  paymentMethod: z.enum(MEMBERSHIP_PAYMENT_METHODS),
  paymentReference: zText(80),
  /** The request this activation answers (marked activated). */
  requestId: z.uuid().optional(),
})
export type TActivateMembership = z.infer<typeof ZActivateMembershipSchema>

export const ZActivatedMembershipSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  plan: z.enum(PAID_MEMBERSHIP_PLANS),
  activatedAt: z.string(),
  expiresAt: z.string(),
  /** True when it extended a plan still in force (from its old expiry date). */
  isRenewal: z.boolean(),
  paymentMethod: z.enum(MEMBERSHIP_PAYMENT_METHODS),
  paymentReference: z.string(),
})
export type TActivatedMembership = z.infer<typeof ZActivatedMembershipSchema>

export const ZMembershipCompanyParamsSchema = z.object({ id: z.uuid() })
export const ZMembershipRequestParamsSchema = z.object({ id: z.uuid() })
