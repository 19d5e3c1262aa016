import { z } from 'zod'
import { LANGUAGES } from './constants'
import { V, zAccepted, zEmail, zOptionalText, zPassword, zPhone, zRfc, zString, zTaxId, zText, zUrl, zUsername, zUuid } from './fields'
import { zCorporateEmail } from './corporate-email'
import { ANNUAL_SALES_RANGES, COMPANY_PROFILE_TYPES, COMPANY_SECTORS, COUNTRIES, SUPPLY_CHAIN_TIERS } from './reference-data'
import { BRIEF_DESCRIPTION_MAX } from './constants'
import { ZAuthProfileSchema } from './session.schema'

const countryCodes = COUNTRIES.map((c) => c.code) as [string, ...string[]]
const currentYear = new Date().getFullYear()

/** Spec §5 "Level of responsibility" choices. */
export const RESPONSIBILITY_LEVELS = ['owner', 'director', 'manager', 'supervisor', 'specialist', 'other'] as const

/** Adds "must match" issues on the confirmation fields. */
function matching<T extends z.ZodObject>(schema: T, pairs: [string, string, string][]) {
  return schema.superRefine((value: Record<string, unknown>, ctx) => {
    for (const [field, confirmation, message] of pairs) {
      if (value[field] !== undefined && value[confirmation] !== undefined && value[field] !== value[confirmation]) {
        ctx.addIssue({ code: 'custom', path: [confirmation], message })
      }
    }
  })
}

// ── Sign-up: 7 steps (spec §2 /signup, §5 "Sign-up" and "Company steps") ─────────────────────────

/** Step 1 — the person signing up. */
export const ZSignupUserStepObject = z.object({
  firstName: zText(80),
  lastName: zText(80),
  email: zCorporateEmail,
  emailConfirmation: zEmail,
  password: zPassword,
  passwordConfirmation: zString({ error: V.required }).min(1, { error: V.required }),
  phone: zPhone,
  companyPhone: zPhone,
  position: zText(120),
  department: zText(120),
  responsibilityLevel: z.enum(RESPONSIBILITY_LEVELS, { error: V.choose }),
  language: z.enum(LANGUAGES).default('en'),
})
export const ZSignupUserStepSchema = matching(ZSignupUserStepObject, [
  ['email', 'emailConfirmation', V.emailMismatch],
  ['password', 'passwordConfirmation', V.passwordMismatch],
])

/**
 * Step 2 — company identity. A Mexican company gives its RFC; a foreign one (`isForeign`) its
 * tax id instead (docs/decisions/006). The logo is uploaded first (POST /api/v1/auth/signup/logo).
 */
export const ZSignupCompanyStepObject = z.object({
  logoFileId: zUuid,
  tradeName: zText(160),
  legalName: zText(200),
  sector: z.enum(COMPANY_SECTORS, { error: V.choose }),
  description: zText(BRIEF_DESCRIPTION_MAX),
  website: zUrl,
  isForeign: z.boolean().default(false),
  rfc: zString().optional(),
  taxId: zString().optional(),
})
export const ZSignupCompanyStepSchema = ZSignupCompanyStepObject.superRefine((value, ctx) => {
  const check = (schema: z.ZodType, field: 'rfc' | 'taxId') => {
    const result = schema.safeParse(value[field] ?? '')
    if (!result.success) ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? V.required })
  }
  if (value.isForeign) check(zTaxId, 'taxId')
  else check(zRfc, 'rfc')
})

/** Step 3 — address. `state` is a subdivision code of the country (reference-data SUBDIVISIONS_BY_COUNTRY). */
export const ZSignupAddressStepSchema = z.object({
  country: z.enum(countryCodes, { error: V.choose }),
  state: zText(10),
  city: zText(120),
  postalCode: zString({ error: V.required }).trim().min(3, { error: V.required }).max(10, { error: V.tooLong }),
  street: zText(200),
  suburb: zText(120),
})

/** Step 4 — capabilities; production capacity is a number (spec §5). */
export const ZSignupCapabilitiesStepSchema = z.object({
  processes: zText(2000),
  materials: zText(2000),
  mainProducts: zText(2000),
  mainServices: zText(2000),
  machinery: zText(2000),
  productionCapacity: z.coerce.number({ error: V.number }).positive({ error: V.positive }).max(1e12, { error: V.tooLong }),
  productionCapacityUnit: zOptionalText(60),
})

/** Step 5 — statistics. */
export const ZSignupStatisticsStepSchema = z.object({
  clients: zText(1000),
  annualSales: z.enum(ANNUAL_SALES_RANGES, { error: V.choose }),
  employees: z.coerce.number({ error: V.number }).int({ error: V.integer }).positive({ error: V.positive }).max(1_000_000, { error: V.tooLong }),
  specialization: zText(500),
  yearFounded: z.coerce.number({ error: V.number }).int({ error: V.year }).min(1800, { error: V.year }).max(currentYear, { error: V.year }),
})

/** Step 6 — buyer or supplier profile, and where the company sits in the chain. */
export const ZSignupProfileStepSchema = z.object({
  profileType: z.enum(COMPANY_PROFILE_TYPES, { error: V.choose }),
  tier: z.enum(SUPPLY_CHAIN_TIERS, { error: V.choose }).optional(),
  categoryIds: z.array(z.number().int().positive()).min(1, { error: V.choose }).max(5, { error: V.tooLong }),
})

/** Step 7 — terms, privacy notice and captcha (ALTCHA payload or reCAPTCHA token). */
export const ZSignupConsentStepSchema = z.object({
  acceptTerms: zAccepted,
  acceptPrivacy: zAccepted,
  captcha: zString({ error: V.captcha }).min(1, { error: V.captcha }).max(10_000),
})

export const SIGNUP_STEPS = [
  ZSignupUserStepSchema,
  ZSignupCompanyStepSchema,
  ZSignupAddressStepSchema,
  ZSignupCapabilitiesStepSchema,
  ZSignupStatisticsStepSchema,
  ZSignupProfileStepSchema,
  ZSignupConsentStepSchema,
] as const

/** POST /api/v1/auth/signup: all seven steps at once. */
export const ZSignupRequestSchema = z
  .object({
    user: ZSignupUserStepSchema,
    company: ZSignupCompanyStepSchema,
    address: ZSignupAddressStepSchema,
    capabilities: ZSignupCapabilitiesStepSchema,
    statistics: ZSignupStatisticsStepSchema,
    profile: ZSignupProfileStepSchema,
    consent: ZSignupConsentStepSchema,
    /** Signing up from a registry profile ("claim this profile", docs/decisions/055): the account joins that company once the claim is confirmed. */
    claimCompanyId: zUuid.optional(),
  })
export type TSignupRequest = z.infer<typeof ZSignupRequestSchema>
export type TSignupRequestInput = z.input<typeof ZSignupRequestSchema>

export const ZSignupResponseSchema = z.object({
  email: z.string(),
  activationExpiresAt: z.string(),
  /** A claim's way to confirmation: the activation of an address at the company's website domain, or the platform admin's review. */
  claimMethod: z.enum(['email_domain', 'admin']).optional(),
})

/** POST /api/v1/auth/signup/logo answer (multipart upload of the logo before the account exists). */
export const ZUploadResponseSchema = z.object({ fileId: z.string(), url: z.string(), mimeType: z.string(), sizeBytes: z.number() })
export type TUploadResponse = z.infer<typeof ZUploadResponseSchema>

/** POST /api/v1/auth/quick-signup: an event-only account (user_event), no company, no admin approval. */
export const ZQuickSignupRequestSchema = matching(
  z.object({
    firstName: zText(80),
    lastName: zText(80),
    email: zEmail,
    password: zPassword,
    passwordConfirmation: zString({ error: V.required }).min(1, { error: V.required }),
    companyName: zOptionalText(160),
    phone: zPhone,
    language: z.enum(LANGUAGES).default('en'),
    acceptTerms: zAccepted,
    acceptPrivacy: zAccepted,
    captcha: zString({ error: V.captcha }).min(1, { error: V.captcha }).max(10_000),
  }),
  [['password', 'passwordConfirmation', V.passwordMismatch]],
)
export type TQuickSignupRequest = z.infer<typeof ZQuickSignupRequestSchema>

// ── Activation (spec §4 "Sign-up", §8 "Activation") ──────────────────────────────────────────────

/**
 * The activation link in the e-mail is GET /api/v1/auth/activate/{token}; it redirects to
 * /success (validated, awaiting approval), /expires?email=… (expired) or /not-exists (unknown).
 */
export const ZActivationResendRequestSchema = z.object({ email: zEmail })
/** "Token sent successfully" is the web app's text for this answer. */
export const ZMessageResponseSchema = z.object({ ok: z.literal(true) })

// ── Login and session (spec §3, §4, §8 "Login") ──────────────────────────────────────────────────

export const ZLoginRequestSchema = z.object({
  email: zEmail,
  password: zString({ error: V.required }).min(1, { error: V.required }).max(128),
  /** The language the person is reading in: it wins over the saved one and is saved (issue 27 §11). */
  language: z.enum(LANGUAGES).optional(),
})
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>

/** PUT /api/v1/auth/me/language: the header's EN/ES choice, saved to the account; e-mails follow it (issue 27 §11). */
export const ZSetLanguageRequestSchema = z.object({ language: z.enum(LANGUAGES, { error: V.choose }) })
export type TSetLanguageRequest = z.infer<typeof ZSetLanguageRequestSchema>

export const ZLoginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  profile: ZAuthProfileSchema,
})
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>

// ── Password recovery (spec §2 /recover-password, /change-password/{token}; §8 "Password") ─────

/** Always answers 200, whether or not the e-mail exists (no user enumeration). */
export const ZForgotPasswordRequestSchema = z.object({ email: zEmail })
export const ZResetPasswordRequestSchema = matching(
  z.object({
    token: zString().min(10).max(200),
    password: zPassword,
    passwordConfirmation: zString({ error: V.required }).min(1, { error: V.required }),
  }),
  [['password', 'passwordConfirmation', V.passwordMismatch]],
)

// ── User profile (spec §2 /profile, §5 "Profile edit") ───────────────────────────────────────────

export const ZMyProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** A new e-mail waiting for confirmation from its own mailbox; `email` stays the sign-in address until then. */
  pendingEmail: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  language: z.enum(LANGUAGES),
  imageUrl: z.string().nullable(),
})
export type TMyProfile = z.infer<typeof ZMyProfileSchema>

export const ZUpdateMyProfileRequestSchema = z.object({
  firstName: zText(80),
  lastName: zText(80),
  phone: zPhone,
  email: zEmail,
  position: zText(120),
  department: zText(120),
  language: z.enum(LANGUAGES, { error: V.choose }),
})
export type TUpdateMyProfileRequest = z.infer<typeof ZUpdateMyProfileRequestSchema>

/** Changing the password revokes every other session of the user. */
export const ZChangeMyPasswordRequestSchema = matching(
  z.object({
    currentPassword: zString({ error: V.required }).min(1, { error: V.required }).max(128),
    password: zPassword,
    passwordConfirmation: zString({ error: V.required }).min(1, { error: V.required }),
  }),
  [['password', 'passwordConfirmation', V.passwordMismatch]],
)

// ── Company users (spec §2 /users/*, §3 "Company user", §5 "User form") ──────────────────────────

export const COMPANY_USER_PERMISSIONS = ['admin', 'restricted'] as const
export const USER_STATUSES = ['active', 'inactive'] as const

const companyUserFields = {
  imageFileId: zUuid.nullable().optional(),
  firstName: zText(80),
  lastName: zText(80),
  username: zUsername,
  email: zCorporateEmail,
  phone: zPhone,
  extension: zString().trim().regex(/^\d{0,6}$/, { error: V.phone }).optional(),
  permission: z.enum(COMPANY_USER_PERMISSIONS, { error: V.choose }),
  status: z.enum(USER_STATUSES, { error: V.choose }),
  isVisible: z.boolean(),
  position: zText(120),
  department: zText(120),
}

export const ZCreateCompanyUserRequestSchema = matching(
  z.object({
    ...companyUserFields,
    password: zPassword,
    passwordConfirmation: zString({ error: V.required }).min(1, { error: V.required }),
  }),
  [['password', 'passwordConfirmation', V.passwordMismatch]],
)
export type TCreateCompanyUserRequest = z.infer<typeof ZCreateCompanyUserRequestSchema>

/** Same fields; the password is only changed when given. */
export const ZUpdateCompanyUserRequestSchema = matching(
  z.object({
    ...companyUserFields,
    password: zPassword.optional(),
    passwordConfirmation: zString().optional(),
  }),
  [['password', 'passwordConfirmation', V.passwordMismatch]],
)
export type TUpdateCompanyUserRequest = z.infer<typeof ZUpdateCompanyUserRequestSchema>

export const ZCompanyUserSchema = z.object({
  id: z.string(),
  imageUrl: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  extension: z.string().nullable(),
  permission: z.enum(COMPANY_USER_PERMISSIONS),
  status: z.enum(['pending_activation', ...USER_STATUSES]),
  isVisible: z.boolean(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
})
export type TCompanyUser = z.infer<typeof ZCompanyUserSchema>

/** How many user spaces the membership includes and how many remain (spec §2 /users/list). */
export const ZUserSeatsSchema = z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int() })

/**
 * What a company admin decides for the company's users (ADR 047): body of PUT /api/v1/company/user-settings and part
 * of the users list.
 */
export const ZCompanyUserSettingsSchema = z.object({
  /** Restricted users may also contact companies, chat and book or answer meetings; off by default (spec §6). */
  restrictedUsersMayContact: z.boolean(),
})
export type TCompanyUserSettings = z.infer<typeof ZCompanyUserSettingsSchema>

export const ZCompanyUserListResponseSchema = z.object({
  items: z.array(ZCompanyUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  seats: ZUserSeatsSchema,
  settings: ZCompanyUserSettingsSchema,
})

// ── Platform admin console (/admin) ──────────────────────────────────────────────────────────────

export const COMPANY_STATUSES = ['pending', 'approved', 'rejected'] as const

export const ZAdminCompanyListQuerySchema = z.object({
  status: z.enum(COMPANY_STATUSES).optional(),
  q: zString().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
})

export const ZAdminCompanySummarySchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  legalName: z.string(),
  rfc: z.string().nullable(),
  taxId: z.string().nullable(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  profileType: z.enum(COMPANY_PROFILE_TYPES),
  status: z.enum(COMPANY_STATUSES),
  membershipPlan: z.string(),
  createdAt: z.string(),
  adminEmail: z.string().nullable(),
  adminEmailVerified: z.boolean(),
})

export const ZAdminUserListQuerySchema = z.object({
  q: zString().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
})

export const ZRejectCompanyRequestSchema = z.object({ reason: zText(1000) })

// ── Admin console: company detail, users, audit log (issue 4) ────────────────────────────────────

export const ZAdminCompanyListResponseSchema = z.object({
  items: z.array(ZAdminCompanySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type TAdminCompanySummary = z.infer<typeof ZAdminCompanySummarySchema>
export type TAdminCompanyListQuery = z.infer<typeof ZAdminCompanyListQuerySchema>
export type TRejectCompanyRequest = z.infer<typeof ZRejectCompanyRequestSchema>

/** A user of the company under review. */
export const ZAdminCompanyUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  status: z.enum(['pending_activation', ...USER_STATUSES]),
  emailVerified: z.boolean(),
  companyRole: z.enum(COMPANY_USER_PERMISSIONS),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
})

/** A file the company gave (logo, brochure, certification); `url` is GET /api/v1/files/{id}. */
export const ZAdminCompanyDocumentSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  url: z.string(),
  createdAt: z.string(),
})

/** GET /api/v1/admin/companies/{id}: everything the platform admin reviews before approving. */
export const ZAdminCompanyDetailSchema = ZAdminCompanySummarySchema.extend({
  rejectionReason: z.string().nullable(),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
  isVisible: z.boolean(),
  isValidatedSupplier: z.boolean(),
  tier: z.enum(SUPPLY_CHAIN_TIERS).nullable(),
  sector: z.string(),
  companyType: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  whatsapp: z.string().nullable(),
  yearFounded: z.number().nullable(),
  contentLanguage: z.string(),
  logoUrl: z.string().nullable(),
  briefDescription: z.string(),
  detailedDescription: z.string(),
  mainProducts: z.string(),
  mainServices: z.string(),
  specialization: z.string().nullable(),
  processes: z.string(),
  materials: z.string(),
  machinery: z.string(),
  guarantees: z.string(),
  productionCapacity: z.number().nullable(),
  productionCapacityUnit: z.string().nullable(),
  employees: z.number().nullable(),
  annualSales: z.string().nullable(),
  clients: z.string().nullable(),
  statistics: z.record(z.string(), z.unknown()),
  street: z.string().nullable(),
  suburb: z.string().nullable(),
  postalCode: z.string().nullable(),
  categories: z.array(z.object({ id: z.number().int(), code: z.string(), nameEn: z.string(), nameEs: z.string() })),
  membership: z.object({
    plan: z.string(),
    isActive: z.boolean(),
    activatedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  }),
  users: z.array(ZAdminCompanyUserSchema),
  documents: z.array(ZAdminCompanyDocumentSchema),
})
export type TAdminCompanyDetail = z.infer<typeof ZAdminCompanyDetailSchema>

/** A row of GET /api/v1/admin/users (every account of the platform). */
export const ZAdminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  status: z.enum(['pending_activation', ...USER_STATUSES]),
  platformRole: z.enum(['user', 'admin']),
  companyRole: z.enum(COMPANY_USER_PERMISSIONS),
  isEventOnly: z.boolean(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
})
export type TAdminUser = z.infer<typeof ZAdminUserSchema>
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuerySchema>

export const ZAdminUserListResponseSchema = z.object({
  items: z.array(ZAdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})

/** GET /api/v1/admin/audit-log filters. */
export const ZAuditLogQuerySchema = z.object({
  entityType: zString().trim().max(60).optional(),
  entityId: zString().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
})
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuerySchema>

/** One audit log entry, newest first in the list. */
export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
})
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>

export const ZAuditLogResponseSchema = z.object({
  items: z.array(ZAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})

/** Query of GET /api/v1/company/users (spec §9 defaults: page 1, 12 per page). */
export const ZCompanyUserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
})
export type TCompanyUserListResponse = z.infer<typeof ZCompanyUserListResponseSchema>
