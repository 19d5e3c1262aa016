import { z } from 'zod'
import { ZCategoryRefSchema } from './catalogue.schema'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, LANGUAGES, MAX_PAGE_SIZE } from './constants'
import { V, zCoordinate, zEmail, zString, zText, zTextOrNull } from './fields'
import { calendarDay } from './marketplace-calendar'
import { ZFileRefSchema } from './files.schema'
import { ZMatchLeftOutSchema, ZMatchReasonSchema } from './matching.schema'
import { COUNTRIES, SUBDIVISIONS_BY_COUNTRY, type CountryCode } from './reference-data'

// ── Requirements / RFQ (spec §3 Requirement, §4 states, §5 requirement form; ADR 025) ──

/** Spec §3: types RFQ, requirement, to-overcome (a problem the buyer needs solved). */
export const REQUIREMENT_TYPES = ['rfq', 'requirement', 'to_overcome'] as const
export type RequirementType = (typeof REQUIREMENT_TYPES)[number]
/** Spec §4: opened → covered (a quote accepted, or marked by the owner) / expired (end date passed). */
export const REQUIREMENT_STATUSES = ['opened', 'covered', 'expired'] as const
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number]

export const REQUIREMENT_TITLE_MAX = 160
export const REQUIREMENT_DESCRIPTION_MAX = 4000
export const REQUIREMENT_FILES_MAX = 5
export const REQUIREMENT_CERTIFICATIONS_MAX = 10
export const REQUIREMENT_MAX_DISTANCE_KM = 5000
/** Suppliers one requirement may invite (each invitation notifies the supplier's users). */
export const REQUIREMENT_INVITATIONS_MAX = 20

const countryCodes = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]]

/** `YYYY-MM-DD` that is a real calendar day. */
export const isIsoDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)
export const zIsoDate = zString({ error: V.required }).trim().min(1, { error: V.required }).refine(isIsoDay, { error: V.date })

/** Today in the marketplace's calendar (America/Mexico_City): what "start not before today" compares with. */
export const requirementToday = (now: Date = new Date()) => calendarDay(now)

const zCertificationIds = z
  .array(z.number({ error: V.choose }).int({ error: V.choose }).positive({ error: V.choose }))
  .max(REQUIREMENT_CERTIFICATIONS_MAX, { error: V.tooLong })

/** Every field of the form, without the rules that depend on today (the edit route adds them itself). */
export const ZRequirementFieldsSchema = z.object({
  type: z.enum(REQUIREMENT_TYPES, { error: V.choose }),
  isPublic: z.boolean({ error: V.required }),
  title: zText(REQUIREMENT_TITLE_MAX),
  description: zText(REQUIREMENT_DESCRIPTION_MAX),
  country: z.enum(countryCodes, { error: V.choose }),
  state: zText(10),
  city: zText(120),
  suburb: zText(120),
  /** The spec's "address". */
  street: zText(200),
  postalCode: zString({ error: V.required }).trim().min(3, { error: V.required }).max(10, { error: V.tooLong }),
  startDate: zIsoDate,
  endDate: zIsoDate,
  categoryId: z.number({ error: V.choose }).int({ error: V.choose }).positive({ error: V.choose }),
  /** The only optional field of the form (spec §5). */
  subcategoryId: z.number({ error: V.choose }).int({ error: V.choose }).positive({ error: V.choose }).nullable().optional(),
  activity: zText(200),
  materials: zText(500),
  volumes: zText(200),
  budget: zText(200),
  /** Hard: a supplier without them is not a match. */
  certificationIds: zCertificationIds,
  /** Soft: ranks a supplier higher, never excludes one. */
  preferredCertificationIds: zCertificationIds,
  /**
   * Suppliers farther than this from the requirement's location are not a match; empty = no limit. When set, the
   * requirement needs a location: the pin below, else its company's point (same city) or its city's centre from the
   * gazetteer; the server refuses it without any (REQUIREMENT_LOCATION_REQUIRED, ADR 025).
   */
  maxDistanceKm: z.number({ error: V.number }).int({ error: V.integer }).positive({ error: V.positive }).max(REQUIREMENT_MAX_DISTANCE_KM, { error: V.tooLong }).nullable().optional(),
  /** Where the work is, placed on the map: both or neither. Neither lets the server derive it (ADR 025). */
  latitude: zCoordinate(90).nullable().optional(),
  longitude: zCoordinate(180).nullable().optional(),
  projectDates: zText(300),
  projectFileIds: z.array(z.uuid({ error: V.fileInvalid })).min(1, { error: V.required }).max(REQUIREMENT_FILES_MAX, { error: V.tooLong }),
  contentLanguage: z.enum(['en', 'es']).optional(),
})

export interface RequirementRuleOptions {
  /** `YYYY-MM-DD` of today; defaults to the marketplace's today. */
  today?: string
  /** On edit, the stored start date may stay as it is even when it is already past. */
  keptStartDate?: string
}

/**
 * Spec §5 requirement form: every field required except subcategory; start not before today; end not before start.
 * Plus: the state belongs to the country, at least one certification (required or preferred), none in both lists.
 */
export function requirementRules(options: RequirementRuleOptions = {}) {
  return ZRequirementFieldsSchema.superRefine((value, ctx) => {
    const today = options.today ?? requirementToday()
    if (!SUBDIVISIONS_BY_COUNTRY[value.country].some((s) => s.code === value.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: V.choose })
    const datesValid = isIsoDay(value.startDate) && isIsoDay(value.endDate)
    if (isIsoDay(value.startDate) && value.startDate < today && value.startDate !== options.keptStartDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: V.startBeforeToday })
    if (datesValid && value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: V.endBeforeStart })
    if (value.certificationIds.length + value.preferredCertificationIds.length === 0) ctx.addIssue({ code: 'custom', path: ['certificationIds'], message: V.required })
    const required = new Set(value.certificationIds)
    value.preferredCertificationIds.forEach((id, index) => {
      if (required.has(id)) ctx.addIssue({ code: 'custom', path: ['preferredCertificationIds', index], message: V.duplicate })
    })
    if (value.subcategoryId != null && value.subcategoryId === value.categoryId) ctx.addIssue({ code: 'custom', path: ['subcategoryId'], message: V.choose })
    if ((value.latitude == null) !== (value.longitude == null)) ctx.addIssue({ code: 'custom', path: [value.latitude == null ? 'latitude' : 'longitude'], message: V.coordinates })
  })
}

/** POST /api/v1/company/requirements (and the form): the full rules against today. */
export const ZRequirementRequestSchema = requirementRules()
export type TRequirementRequest = z.input<typeof ZRequirementFieldsSchema>

/** The public list's state filter: a state, or `all` of them. */
export const REQUIREMENT_LIST_STATUSES = [...REQUIREMENT_STATUSES, 'all'] as const
export type RequirementListStatus = (typeof REQUIREMENT_LIST_STATUSES)[number]

/**
 * GET /api/v1/requirements: the public list (public requirements, and private ones the caller's company was invited to).
 * Open ones unless `status` asks for another state or `all`: a buyer's expired RFQ is not an opportunity (issue 27 §6).
 */
export const ZRequirementListQuerySchema = z.object({
  q: zString().trim().max(200).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  status: z.enum(REQUIREMENT_LIST_STATUSES).default('opened'),
  type: z.enum(REQUIREMENT_TYPES).optional(),
  certificationId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
export type TRequirementListQuery = z.input<typeof ZRequirementListQuerySchema>

/** GET /api/v1/company/requirements: my company's requirements, every state unless `status` names one. */
export const ZMyRequirementListQuerySchema = ZRequirementListQuerySchema.omit({ certificationId: true, status: true }).extend({ status: z.enum(REQUIREMENT_STATUSES).optional() })
export type TMyRequirementListQuery = z.input<typeof ZMyRequirementListQuerySchema>

export const ZCertificationRefSchema = z.object({ id: z.number().int(), name: z.string() })
export type TCertificationRef = z.infer<typeof ZCertificationRefSchema>

/** What the public list shows to anyone (no company, no budget: those need a membership). */
/**
 * What the reader of a requirement card may do with it (ADR 052), so the card and the page say it before anyone
 * invests effort: `open` — read the detail and quote (own, invited, or an active Platinum/Gold membership);
 * `membership` — a company without a paid plan; `signIn` — a visitor; `companyOnly` — an account without a company.
 */
export const REQUIREMENT_ACCESS = ['open', 'membership', 'signIn', 'companyOnly'] as const
export type RequirementAccess = (typeof REQUIREMENT_ACCESS)[number]

export const ZRequirementCardSchema = z.object({
  id: z.string(),
  type: z.enum(REQUIREMENT_TYPES),
  /** Effective state: an opened one whose end date passed reads as expired even before the job ran. */
  status: z.enum(REQUIREMENT_STATUSES),
  isRfq: z.boolean(),
  isPublic: z.boolean(),
  title: z.string(),
  description: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  category: ZCategoryRefSchema,
  subcategory: ZCategoryRefSchema.nullable(),
  certifications: z.array(ZCertificationRefSchema),
  contentLanguage: z.string(),
  isOwn: z.boolean(),
  /** Whether the reader's company was invited to it (invited suppliers open it without a paid plan, ADR 025). */
  isInvited: z.boolean(),
  /** What the reader may do with it (ADR 052). */
  access: z.enum(REQUIREMENT_ACCESS),
  createdAt: z.string(),
})
export type TRequirementCard = z.infer<typeof ZRequirementCardSchema>

export const ZRequirementListResponseSchema = z.object({
  items: z.array(ZRequirementCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type TRequirementListResponse = z.infer<typeof ZRequirementListResponseSchema>

export const ZMyRequirementCardSchema = ZRequirementCardSchema.extend({
  quotes: z.object({ total: z.number().int(), pending: z.number().int() }),
})
export const ZMyRequirementListResponseSchema = z.object({
  items: z.array(ZMyRequirementCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type TMyRequirementListResponse = z.infer<typeof ZMyRequirementListResponseSchema>

/**
 * A company as a picker or a list of suppliers names it: enough to tell two of the same name apart (issue 27 §2) —
 * logo, city, state (a code), country, sector and main category. Basic fields only (spec §6).
 */
export const ZCompanyOptionSchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  logoUrl: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** A `COMPANY_SECTORS` value. */
  sector: z.string(),
  /** Its first category (by code), if any. */
  category: ZCategoryRefSchema.nullable(),
  isValidatedSupplier: z.boolean(),
})
export type TCompanyOption = z.infer<typeof ZCompanyOptionSchema>

export const ZInvitedCompanySchema = z.object({
  companyId: z.string(),
  tradeName: z.string(),
  invitedAt: z.string(),
  logoUrl: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
})
export type TInvitedCompany = z.infer<typeof ZInvitedCompanySchema>

/** GET /api/v1/requirements/{id}: every field (members with an active membership, the owner, invited suppliers). */
export const ZRequirementDetailSchema = ZRequirementCardSchema.extend({
  suburb: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  activity: z.string(),
  materials: z.string(),
  volumes: z.string(),
  budget: z.string(),
  projectDates: z.string().nullable(),
  requiredCertifications: z.array(ZCertificationRefSchema),
  preferredCertifications: z.array(ZCertificationRefSchema),
  maxDistanceKm: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  projectFiles: z.array(ZFileRefSchema),
  coveredAt: z.string().nullable(),
  company: z.object({ id: z.string(), tradeName: z.string(), logoUrl: z.string().nullable(), isValidatedSupplier: z.boolean() }),
  /**
   * Required certifications my company's profile does not list (empty for the owner): a supplier is warned before
   * quoting, and the buyer's comparison shows the same gap (ADR 026, ADR 052).
   */
  myMissingCertifications: z.array(ZCertificationRefSchema),
  /** My company's pending quote on it, if any (a second one is refused). */
  myPendingQuoteId: z.string().nullable(),
  /** Owner only: quotes received and invited suppliers; null for others. */
  owner: z
    .object({
      quotes: z.object({ total: z.number().int(), pending: z.number().int() }),
      invitations: z.array(ZInvitedCompanySchema),
    })
    .nullable(),
})
export type TRequirementDetail = z.infer<typeof ZRequirementDetailSchema>

/** POST /api/v1/company/requirements/{id}/invitations */
export const ZRequirementInviteRequestSchema = z.object({ companyId: z.uuid({ error: V.choose }) })
export type TRequirementInviteRequest = z.infer<typeof ZRequirementInviteRequestSchema>

export const ZRequirementIdParamsSchema = z.object({ id: z.uuid() })
export const ZRequirementInvitationParamsSchema = z.object({ id: z.uuid(), companyId: z.uuid() })

// ── Matched suppliers on my requirement's page, and the invite picker (issue 27 §1–2) ──

/** Matches of my requirement shown on its page; the page "all matches" asks for the most. */
export const OWN_REQUIREMENT_MATCHES_DEFAULT = 5
export const OWN_REQUIREMENT_MATCHES_MAX = 20

export const ZOwnRequirementMatchesQuerySchema = z.object({
  /** Language of the reasons; the caller's interface language. */
  lang: z.enum(LANGUAGES).default('en'),
  limit: z.coerce.number().int().min(1).max(OWN_REQUIREMENT_MATCHES_MAX).default(OWN_REQUIREMENT_MATCHES_DEFAULT),
})
export type TOwnRequirementMatchesQuery = z.infer<typeof ZOwnRequirementMatchesQuerySchema>

/** One matched supplier of my requirement, with its score, reasons and whether it was invited. */
export const ZOwnRequirementMatchSchema = z.object({
  company: ZCompanyOptionSchema,
  /** 0–100 (labels: matchFitOf). */
  score: z.number().int().min(0).max(100),
  distanceKm: z.number().int().nullable(),
  reasons: z.array(ZMatchReasonSchema),
  /** When my company invited it; null when not invited. */
  invitedAt: z.string().nullable(),
})
export type TOwnRequirementMatch = z.infer<typeof ZOwnRequirementMatchSchema>

export const ZOwnRequirementMatchesResponseSchema = z.object({
  items: z.array(ZOwnRequirementMatchSchema),
  /** Matches in all (at most OWN_REQUIREMENT_MATCHES_MAX), for "See all N matches". */
  total: z.number().int().min(0),
  leftOut: ZMatchLeftOutSchema,
})
export type TOwnRequirementMatchesResponse = z.infer<typeof ZOwnRequirementMatchesResponseSchema>

export const ZInviteOptionsQuerySchema = z.object({
  /** A name (or words of it); empty: the requirement's matched suppliers, best first. */
  q: z.string().trim().max(100).default(''),
  lang: z.enum(LANGUAGES).default('en'),
})
export type TInviteOptionsQuery = z.infer<typeof ZInviteOptionsQuerySchema>

/** A company the invite picker offers: matched ones first, each named so that namesakes differ. */
export const ZInviteOptionSchema = z.object({
  company: ZCompanyOptionSchema,
  /** Its match score for this requirement; null when it is not among the matches. */
  matchScore: z.number().int().min(0).max(100).nullable(),
  invitedAt: z.string().nullable(),
})
export type TInviteOption = z.infer<typeof ZInviteOptionSchema>
export const ZInviteOptionsResponseSchema = z.object({ items: z.array(ZInviteOptionSchema) })
export type TInviteOptionsResponse = z.infer<typeof ZInviteOptionsResponseSchema>

// ── Quotes ("Make a deal", spec §3 Quote, §4, §5 quote form, §8 quote errors; ADR 026) ──

export const QUOTE_STATUSES = ['pending', 'accepted', 'rejected'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]
export const QUOTE_CURRENCIES = ['MXN', 'USD', 'EUR', 'CAD'] as const
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number]
export const QUOTE_FILES_MAX = 5
export const QUOTE_AMOUNT_MAX = 999_999_999_999

/** A decimal amount with at most two decimals; a numeric text from an input is read as its number. */
const zAmount = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? null : typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: V.number })
    .positive({ error: V.positive })
    .max(QUOTE_AMOUNT_MAX, { error: V.tooLong })
    .refine((v) => Math.round(v * 100) === v * 100 || Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: V.number })
    .nullable(),
)

/**
 * POST /api/v1/quotes. Spec §5: name, description and e-mail required, e-mail valid. Either `requirementId` (answering
 * a requirement) or `receiverCompanyId` (from a company's detail) names the receiver.
 */
export const ZQuoteRequestSchema = z
  .object({
    requirementId: z.uuid().nullable().optional(),
    receiverCompanyId: z.uuid().nullable().optional(),
    title: zText(REQUIREMENT_TITLE_MAX),
    description: zText(REQUIREMENT_DESCRIPTION_MAX),
    amount: zAmount.optional(),
    currency: z.enum(QUOTE_CURRENCIES, { error: V.choose }).default('MXN'),
    leadTimeDays: z.number({ error: V.number }).int({ error: V.integer }).positive({ error: V.positive }).max(3650, { error: V.tooLong }).nullable().optional(),
    validUntil: zIsoDate.nullable().optional(),
    fileIds: z.array(z.uuid({ error: V.fileInvalid })).max(QUOTE_FILES_MAX, { error: V.tooLong }).default([]),
    senderName: zText(120),
    senderEmail: zEmail,
    senderPhone: zTextOrNull(30),
    senderPosition: zTextOrNull(120),
  })
  .superRefine((value, ctx) => {
    if (!value.requirementId && !value.receiverCompanyId) ctx.addIssue({ code: 'custom', path: ['receiverCompanyId'], message: V.required })
    if (value.validUntil && isIsoDay(value.validUntil) && value.validUntil < requirementToday()) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: V.startBeforeToday })
  })
export type TQuoteRequest = z.input<typeof ZQuoteRequestSchema>

export const QUOTE_BOXES = ['received', 'sent'] as const
export type QuoteBox = (typeof QUOTE_BOXES)[number]

export const ZQuoteListQuerySchema = z.object({
  box: z.enum(QUOTE_BOXES).default('received'),
  status: z.enum(QUOTE_STATUSES).optional(),
  requirementId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
export type TQuoteListQuery = z.input<typeof ZQuoteListQuerySchema>

const ZPartySchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
})

export const ZQuoteSummarySchema = z.object({
  id: z.string(),
  status: z.enum(QUOTE_STATUSES),
  title: z.string(),
  amount: z.number().nullable(),
  currency: z.string(),
  leadTimeDays: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  requirement: z.object({ id: z.string(), title: z.string(), isRfq: z.boolean() }).nullable(),
  sender: ZPartySchema,
  receiver: ZPartySchema,
  /** Which side my company is on. */
  direction: z.enum(QUOTE_BOXES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type TQuoteSummary = z.infer<typeof ZQuoteSummarySchema>

export const ZQuoteListResponseSchema = z.object({
  items: z.array(ZQuoteSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Per state, for the filter chips of the current box. */
  counts: z.object({ pending: z.number().int(), accepted: z.number().int(), rejected: z.number().int() }),
})
export type TQuoteListResponse = z.infer<typeof ZQuoteListResponseSchema>

export const ZRatingSchema = z.object({ score: z.number().int(), comment: z.string(), createdAt: z.string(), raterCompanyName: z.string() })

export const ZQuoteDetailSchema = ZQuoteSummarySchema.extend({
  description: z.string(),
  files: z.array(ZFileRefSchema),
  /** The receiver may accept or reject while pending. */
  canDecide: z.boolean(),
  /** After acceptance each side rates the other once. */
  canRate: z.boolean(),
  myRating: ZRatingSchema.nullable(),
  theirRating: ZRatingSchema.nullable(),
})
export type TQuoteDetail = z.infer<typeof ZQuoteDetailSchema>

export const ZQuoteIdParamsSchema = z.object({ id: z.uuid() })
export const QUOTE_DECISIONS = ['accept', 'reject'] as const
export const ZQuoteDecisionParamsSchema = z.object({ id: z.uuid(), decision: z.enum(QUOTE_DECISIONS) })

// ── Comparison of one requirement's quotes ──

export const ZQuoteComparisonRowSchema = z.object({
  quoteId: z.string(),
  status: z.enum(QUOTE_STATUSES),
  title: z.string(),
  supplier: z.object({ id: z.string(), tradeName: z.string(), isValidatedSupplier: z.boolean(), city: z.string(), state: z.string() }),
  amount: z.number().nullable(),
  currency: z.string(),
  leadTimeDays: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  /** The requirement's required certifications the supplier holds, and those it lacks. */
  certificationsHeld: z.array(z.string()),
  certificationsMissing: z.array(z.string()),
  /** Kilometres from the requirement's location; null when either has no coordinates. */
  distanceKm: z.number().nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  createdAt: z.string(),
})
export type TQuoteComparisonRow = z.infer<typeof ZQuoteComparisonRowSchema>

export const ZQuoteComparisonResponseSchema = z.object({
  requirement: z.object({ id: z.string(), title: z.string(), status: z.enum(REQUIREMENT_STATUSES), maxDistanceKm: z.number().int().nullable() }),
  rows: z.array(ZQuoteComparisonRowSchema),
})
export type TQuoteComparisonResponse = z.infer<typeof ZQuoteComparisonResponseSchema>

export const ZComparisonExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv'), lang: z.enum(['en', 'es']).optional() })

// ── Ratings ──

export const ZRatingRequestSchema = z.object({
  score: z.number({ error: V.required }).int({ error: V.integer }).min(1, { error: V.choose }).max(5, { error: V.choose }),
  comment: zString().trim().max(1000, { error: V.tooLong }).default(''),
})
export type TRatingRequest = z.input<typeof ZRatingRequestSchema>

export const ZCompanyRatingSummarySchema = z.object({ average: z.number().nullable(), count: z.number().int() })
export type TCompanyRatingSummary = z.infer<typeof ZCompanyRatingSummarySchema>

export const ZCompanyIdParamsSchema = z.object({ id: z.uuid() })
