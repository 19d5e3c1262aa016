import { z } from 'zod'
import { ZCompanyRegistrySchema } from './registry.schema'
import { ZSat69bListingSchema } from './sat69b.schema'
import { zCompanyTimeZone } from './appointments.schema'
import {
  BRIEF_DESCRIPTION_MAX,
  CAPABILITY_TEXT_MIN_EXCLUSIVE,
  DETAILED_DESCRIPTION_MAX,
  EARLIEST_WORKING_TIME,
  LANGUAGES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  WEEK_DAYS,
} from './constants'
import { V, zCoordinate, zEmail, zFileIdOrNull, zPhone, zString, zText, zTextOrNull, zUrl } from './fields'
import { ZFileRefSchema } from './files.schema'
import { ZCertificationSchema } from './reference-admin.schema'
import { ZCategoryRefSchema, ZPublicProductFullSchema } from './catalogue.schema'
import {
  ANNUAL_SALES_RANGES,
  COMPANY_PROFILE_TYPES,
  COMPANY_SECTORS,
  COMPANY_TYPES,
  COUNTRIES,
  PAYMENT_METHODS,
  SUBDIVISIONS_BY_COUNTRY,
  SUPPLY_CHAIN_TIERS,
  type CountryCode,
} from './reference-data'

// ── Field rules of spec §5 "Company profile" ─────────────────────────────────────────────────────

const currentYear = new Date().getFullYear()
const countryCodes = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]]

/** An optional value: null or absent is stored as null. */
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().optional().transform((v) => v ?? null)

/** Spec §5: required and longer than 20 characters (processes, capacity, guarantees, machinery). */
export const zCapabilityText = zString({ error: V.required })
  .trim()
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: V.required })
    else if (value.length <= CAPABILITY_TEXT_MIN_EXCLUSIVE) ctx.addIssue({ code: 'custom', message: V.capabilityTooShort })
    else if (value.length > DETAILED_DESCRIPTION_MAX) ctx.addIssue({ code: 'custom', message: V.tooLong })
  })

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
/** "HH:MM" on a 24-hour clock. */
export const zTime = zString({ error: V.time }).regex(TIME_PATTERN, { error: V.time })

/**
 * One day of the working hours. Spec §5: on an open day closing is later than opening and no time
 * is earlier than 09:00 (EARLIEST_WORKING_TIME). A closed day keeps no times.
 */
export const ZWorkingDaySchema = z
  .object({
    day: z.enum(WEEK_DAYS, { error: V.choose }),
    isOpen: z.boolean({ error: V.required }),
    opensAt: zTime.nullable().optional(),
    closesAt: zTime.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    // Malformed times already have their own issue; compare only well-formed ones.
    if (!value.isOpen || [value.opensAt, value.closesAt].some((v) => v && !TIME_PATTERN.test(v))) return
    if (!value.opensAt) ctx.addIssue({ code: 'custom', path: ['opensAt'], message: V.required })
    else if (value.opensAt < EARLIEST_WORKING_TIME) ctx.addIssue({ code: 'custom', path: ['opensAt'], message: V.timeTooEarly })
    if (!value.closesAt) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: V.required })
    else if (value.closesAt < EARLIEST_WORKING_TIME) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: V.timeTooEarly })
    else if (value.opensAt && value.closesAt <= value.opensAt) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: V.closingBeforeOpening })
  })
  .transform((value) => ({
    day: value.day,
    isOpen: value.isOpen,
    opensAt: value.isOpen ? (value.opensAt ?? null) : null,
    closesAt: value.isOpen ? (value.closesAt ?? null) : null,
  }))
export type TWorkingDay = z.infer<typeof ZWorkingDaySchema>

/** The seven days, each once (any order; stored Monday first). */
export const zWorkingWeek = z
  .array(ZWorkingDaySchema, { error: V.required })
  .length(WEEK_DAYS.length, { error: V.required })
  .superRefine((days, ctx) => {
    const seen = new Set<string>()
    days.forEach((d, index) => {
      if (seen.has(d.day)) ctx.addIssue({ code: 'custom', path: [index, 'day'], message: V.duplicate })
      seen.add(d.day)
    })
  })
  .transform((days) => [...days].sort((a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day)))

export const TAG_MAX_LENGTH = 40
export const TAGS_MAX = 20
/** Spec §5: at least one tag. Trimmed, duplicates (any case) dropped. */
export const zTags = z
  .array(zString({ error: V.required }).trim().min(1, { error: V.required }).max(TAG_MAX_LENGTH, { error: V.tooLong }), { error: V.tagRequired })
  .max(TAGS_MAX, { error: V.tooLong })
  .transform((tags) => tags.filter((tag, i) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i))
  .pipe(z.array(zString()).min(1, { error: V.tagRequired }))

/** What a profile link of each network looks like (after https:// is put in front). */
export const SOCIAL_LINK_PATTERNS: Readonly<Record<SocialNetwork, RegExp>> = {
  facebook: /^https:\/\/(www\.|m\.|web\.)?facebook\.com\/[^\s/?#][^\s#]*$/i,
  instagram: /^https:\/\/(www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?$/i,
  twitter: /^https:\/\/(www\.|mobile\.)?(twitter|x)\.com\/[A-Za-z0-9_]{1,15}\/?$/i,
  linkedin: /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/(company|in)\/[^\s/?#]+\/?$/i,
  youtube: /^https:\/\/((www\.|m\.)?youtube\.com\/(@[A-Za-z0-9._-]{3,30}|channel\/[A-Za-z0-9_-]{10,40}|c\/[^\s/?#]+)|youtu\.be\/[A-Za-z0-9_-]{6,20})\/?$/i,
}

/** Links typed without a scheme, or with http://, become https://. */
function normalizeLink(value: string): string {
  const trimmed = value.trim()
  if (/^https?:\/\//i.test(trimmed)) return trimmed.replace(/^http:\/\//i, 'https://')
  return `https://${trimmed}`
}

/** Spec §5: a social link must be a profile link of its own network; '' or null clears it. */
export const zSocialLink = (network: SocialNetwork) =>
  zString({ error: V.socialLink })
    .trim()
    .max(300, { error: V.tooLong })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null
      const link = normalizeLink(value)
      if (SOCIAL_LINK_PATTERNS[network].test(link)) return link
      ctx.addIssue({ code: 'custom', message: V.socialLink })
      return z.NEVER
    })

/** A wa.me link or a phone number (10–15 digits), stored as https://wa.me/<digits>; '' or null clears it. */
export const zWhatsapp = zString({ error: V.whatsapp })
  .trim()
  .max(300, { error: V.tooLong })
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null
    const link = /^(https?:\/\/)?(wa\.me\/|api\.whatsapp\.com\/send\/?\?phone=)\+?(\d{8,15})\/?$/i.exec(value)
    const digits = link ? link[3]! : /^\+?[\d\s().-]+$/.test(value) ? value.replace(/\D/g, '') : ''
    if (digits.length < (link ? 8 : 10) || digits.length > 15) {
      ctx.addIssue({ code: 'custom', message: V.whatsapp })
      return z.NEVER
    }
    return `https://wa.me/${digits}`
  })

/** A file id the company uploaded (checked on the server: owner company and purpose). */
const zFileId = z.uuid({ error: V.required })

// ── PUT /api/v1/company/profile/<section>: one schema per section of spec §2 /company-profile ───────

/** information: identity and contact of the company. */
export const ZCompanyInformationRequestSchema = z.object({
  logoFileId: zFileId,
  tradeName: zText(160),
  legalName: zText(200),
  sector: z.enum(COMPANY_SECTORS, { error: V.choose }),
  companyType: orNull(z.enum(COMPANY_TYPES, { error: V.choose })),
  profileType: z.enum(COMPANY_PROFILE_TYPES, { error: V.choose }),
  tier: orNull(z.enum(SUPPLY_CHAIN_TIERS, { error: V.choose })),
  countryOfOrigin: zTextOrNull(80),
  yearFounded: orNull(z.number({ error: V.number }).int({ error: V.year }).min(1800, { error: V.year }).max(currentYear, { error: V.year })),
  email: zEmail,
  phone: zPhone,
  /** Spec §5: URL valid and required. */
  website: zUrl,
})
export type TCompanyInformationRequest = z.input<typeof ZCompanyInformationRequestSchema>

/** address: postal address, the map point (picked on the map or from the address) and coverage. */
export const ZCompanyAddressRequestSchema = z
  .object({
    country: z.enum(countryCodes, { error: V.choose }),
    state: zText(10),
    city: zText(120),
    suburb: zText(120),
    street: zText(200),
    postalCode: zString({ error: V.required }).trim().min(3, { error: V.required }).max(10, { error: V.tooLong }),
    latitude: zCoordinate(90).nullable(),
    longitude: zCoordinate(180).nullable(),
    coverage: z.object({
      countries: z.array(z.enum(countryCodes, { error: V.choose })).max(countryCodes.length, { error: V.tooLong }),
      states: z.array(zString().trim().min(1).max(10)).max(120, { error: V.tooLong }),
    }),
  })
  .superRefine((value, ctx) => {
    const known = (country: CountryCode, code: string) => SUBDIVISIONS_BY_COUNTRY[country].some((s) => s.code === code)
    if (!known(value.country, value.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: V.choose })
    if ((value.latitude === null) !== (value.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: [value.latitude === null ? 'latitude' : 'longitude'], message: V.coordinates })
    }
    const coverageCountries = new Set<CountryCode>([value.country, ...value.coverage.countries])
    value.coverage.states.forEach((code, index) => {
      if (![...coverageCountries].some((country) => known(country, code))) ctx.addIssue({ code: 'custom', path: ['coverage', 'states', index], message: V.choose })
    })
  })
  .transform((value) => ({
    ...value,
    coverage: { countries: [...new Set(value.coverage.countries)], states: [...new Set(value.coverage.states)] },
  }))
export type TCompanyAddressRequest = z.input<typeof ZCompanyAddressRequestSchema>

export const COMPANY_CATEGORIES_MAX = 5

/** details: descriptions, products and services, tags, brochure and categories. */
export const ZCompanyDetailsRequestSchema = z.object({
  /** Spec §5: required, at most 255 characters. */
  briefDescription: zText(BRIEF_DESCRIPTION_MAX),
  /** Spec §5: required, at most 2000 characters. */
  detailedDescription: zText(DETAILED_DESCRIPTION_MAX),
  mainProducts: zText(2000),
  mainServices: zText(2000),
  specialization: zTextOrNull(500),
  /** Spec §5: at least one tag. */
  tags: zTags,
  /** An uploaded PDF (purpose `brochure`, ≤ BROCHURE_MAX_BYTES), or null for none. */
  brochureFileId: zFileIdOrNull,
  categoryIds: z
    .array(z.number().int().positive(), { error: V.choose })
    .min(1, { error: V.choose })
    .max(COMPANY_CATEGORIES_MAX, { error: V.tooLong })
    .transform((ids) => [...new Set(ids)]),
})
export type TCompanyDetailsRequest = z.input<typeof ZCompanyDetailsRequestSchema>

/** working-hours: the week and the average attention time. */
export const ZCompanyWorkingHoursRequestSchema = z.object({
  workingHours: zWorkingWeek,
  averageAttentionTime: zTextOrNull(60),
  /** The company's IANA zone (issue 13: appointments are offered and shown in it); unchanged when absent. */
  timeZone: zCompanyTimeZone.optional(),
})
export type TCompanyWorkingHoursRequest = z.input<typeof ZCompanyWorkingHoursRequestSchema>

const zDocumentList = z
  .array(z.object({ fileId: zFileId, title: zText(160) }))
  .max(10, { error: V.tooLong })
  .superRefine((items, ctx) => {
    items.forEach((item, index) => {
      if (items.findIndex((other) => other.fileId === item.fileId) !== index) ctx.addIssue({ code: 'custom', path: [index, 'fileId'], message: V.duplicate })
    })
  })

/** general: payment methods, WhatsApp, content language, catalogues and additional documents. */
export const ZCompanyGeneralRequestSchema = z.object({
  /** Spec §5: at least one payment method. */
  paymentMethods: z
    .array(z.enum(PAYMENT_METHODS, { error: V.choose }), { error: V.paymentMethodRequired })
    .transform((methods) => PAYMENT_METHODS.filter((m) => methods.includes(m)))
    .pipe(z.array(z.enum(PAYMENT_METHODS)).min(1, { error: V.paymentMethodRequired })),
  whatsapp: zWhatsapp,
  contentLanguage: z.enum(LANGUAGES, { error: V.choose }),
  /** Uploaded PDFs (purpose `catalogue`). */
  catalogues: zDocumentList,
  /** Uploaded PDFs or images (purpose `document`). */
  documents: zDocumentList,
})
export type TCompanyGeneralRequest = z.input<typeof ZCompanyGeneralRequestSchema>

/** processes: the company's processes (> 20 characters) and materials. */
export const ZCompanyProcessesRequestSchema = z.object({
  processes: zCapabilityText,
  materials: zText(2000),
})
export type TCompanyProcessesRequest = z.input<typeof ZCompanyProcessesRequestSchema>

/** Spec §5: every certification needs a file and an industrial specialization. */
export const ZCompanyCertificationInputSchema = z.object({
  certificationId: z.number({ error: V.choose }).int({ error: V.choose }).positive({ error: V.choose }),
  industrialSpecialization: zText(200),
  /** An uploaded PDF or image (purpose `certification`). */
  fileId: zFileId,
  validUntil: orNull(z.iso.date({ error: V.invalid })),
})

/** capabilities: capacity, machinery, guarantees (each > 20 characters) and certifications. */
export const ZCompanyCapabilitiesRequestSchema = z.object({
  capacityDescription: zCapabilityText,
  machinery: zCapabilityText,
  guarantees: zCapabilityText,
  productionCapacity: orNull(z.number({ error: V.number }).positive({ error: V.positive }).max(1e12, { error: V.tooLong })),
  productionCapacityUnit: zTextOrNull(60),
  certifications: z
    .array(ZCompanyCertificationInputSchema)
    .max(30, { error: V.tooLong })
    .superRefine((items, ctx) => {
      items.forEach((item, index) => {
        if (items.findIndex((other) => other.certificationId === item.certificationId) !== index) {
          ctx.addIssue({ code: 'custom', path: [index, 'certificationId'], message: V.duplicate })
        }
      })
    }),
})
export type TCompanyCapabilitiesRequest = z.input<typeof ZCompanyCapabilitiesRequestSchema>

/** social-media: each link optional ('' or null clears it) and valid for its own network. */
export const ZCompanySocialMediaRequestSchema = z.object({
  facebook: zSocialLink('facebook'),
  instagram: zSocialLink('instagram'),
  twitter: zSocialLink('twitter'),
  linkedin: zSocialLink('linkedin'),
  youtube: zSocialLink('youtube'),
})
export type TCompanySocialMediaRequest = z.input<typeof ZCompanySocialMediaRequestSchema>

/** statistics: employees, sales volume, clients and projects, relevant imports (spec §3). */
export const ZCompanyStatisticsRequestSchema = z.object({
  employees: z.number({ error: V.number }).int({ error: V.integer }).positive({ error: V.positive }).max(1_000_000, { error: V.tooLong }),
  annualSales: z.enum(ANNUAL_SALES_RANGES, { error: V.choose }),
  /** Names of the main clients. */
  mainClients: zTextOrNull(1000),
  /** How many clients, in words ("More than 40 clients"). */
  clientsCount: zTextOrNull(200),
  projects: zTextOrNull(200),
  relevantImports: zTextOrNull(1000),
})
export type TCompanyStatisticsRequest = z.input<typeof ZCompanyStatisticsRequestSchema>

export const AWARDS_MAX = 20
/** awards: each with a file (purpose `award`) and a description; the list replaces the stored one. */
export const ZCompanyAwardsRequestSchema = z.object({
  awards: z
    .array(z.object({ fileId: zFileId, description: zText(500) }))
    .max(AWARDS_MAX, { error: V.tooLong })
    .superRefine((items, ctx) => {
      items.forEach((item, index) => {
        if (items.findIndex((other) => other.fileId === item.fileId) !== index) ctx.addIssue({ code: 'custom', path: [index, 'fileId'], message: V.duplicate })
      })
    }),
})
export type TCompanyAwardsRequest = z.input<typeof ZCompanyAwardsRequestSchema>

/** The URL segment of each section: PUT /api/v1/company/profile/{section}. */
export const COMPANY_PROFILE_SECTIONS = [
  'information',
  'address',
  'details',
  'working-hours',
  'general',
  'processes',
  'capabilities',
  'social-media',
  'statistics',
  'awards',
] as const
export type CompanyProfileSection = (typeof COMPANY_PROFILE_SECTIONS)[number]

export const COMPANY_PROFILE_SECTION_SCHEMAS = {
  information: ZCompanyInformationRequestSchema,
  address: ZCompanyAddressRequestSchema,
  details: ZCompanyDetailsRequestSchema,
  'working-hours': ZCompanyWorkingHoursRequestSchema,
  general: ZCompanyGeneralRequestSchema,
  processes: ZCompanyProcessesRequestSchema,
  capabilities: ZCompanyCapabilitiesRequestSchema,
  'social-media': ZCompanySocialMediaRequestSchema,
  statistics: ZCompanyStatisticsRequestSchema,
  awards: ZCompanyAwardsRequestSchema,
} as const satisfies Record<CompanyProfileSection, z.ZodType>

/** The key of each section in the GET answer (camelCase of the URL segment). */
export const COMPANY_PROFILE_SECTION_KEYS = {
  information: 'information',
  address: 'address',
  details: 'details',
  'working-hours': 'workingHours',
  general: 'general',
  processes: 'processes',
  capabilities: 'capabilities',
  'social-media': 'socialMedia',
  statistics: 'statistics',
  awards: 'awards',
} as const satisfies Record<CompanyProfileSection, string>

/** GET /api/v1/certifications: the standards a company can declare (capabilities section). */
export const ZCertificationListResponseSchema = z.object({ items: z.array(ZCertificationSchema) })
export type TCertificationListResponse = z.infer<typeof ZCertificationListResponseSchema>

// ── GET /api/v1/company/profile ──────────────────────────────────────────────────────────────────

const ZWorkingDayValueSchema = z.object({ day: z.enum(WEEK_DAYS), isOpen: z.boolean(), opensAt: z.string().nullable(), closesAt: z.string().nullable() })

/** Stored values of each section, shaped like the section's PUT body (plus read-only file details). */
export const ZCompanyProfileSectionsSchema = z.object({
  information: z.object({
    logoFileId: z.string().nullable(),
    logo: ZFileRefSchema.nullable(),
    tradeName: z.string(),
    legalName: z.string(),
    sector: z.string(),
    companyType: z.string().nullable(),
    profileType: z.enum(COMPANY_PROFILE_TYPES),
    tier: z.enum(SUPPLY_CHAIN_TIERS).nullable(),
    countryOfOrigin: z.string().nullable(),
    yearFounded: z.number().int().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
  }),
  address: z.object({
    country: z.string(),
    state: z.string(),
    city: z.string(),
    suburb: z.string().nullable(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    coverage: z.object({ countries: z.array(z.string()), states: z.array(z.string()) }),
  }),
  details: z.object({
    briefDescription: z.string(),
    detailedDescription: z.string(),
    mainProducts: z.string(),
    mainServices: z.string(),
    specialization: z.string().nullable(),
    tags: z.array(z.string()),
    brochureFileId: z.string().nullable(),
    brochure: ZFileRefSchema.nullable(),
    categoryIds: z.array(z.number().int()),
    categories: z.array(ZCategoryRefSchema),
  }),
  workingHours: z.object({ workingHours: z.array(ZWorkingDayValueSchema), averageAttentionTime: z.string().nullable(), timeZone: z.string() }),
  general: z.object({
    paymentMethods: z.array(z.string()),
    whatsapp: z.string().nullable(),
    contentLanguage: z.string(),
    catalogues: z.array(z.object({ fileId: z.string(), title: z.string(), file: ZFileRefSchema })),
    documents: z.array(z.object({ fileId: z.string(), title: z.string(), file: ZFileRefSchema })),
  }),
  processes: z.object({ processes: z.string(), materials: z.string() }),
  capabilities: z.object({
    capacityDescription: z.string(),
    machinery: z.string(),
    guarantees: z.string(),
    productionCapacity: z.number().nullable(),
    productionCapacityUnit: z.string().nullable(),
    certifications: z.array(
      z.object({
        certificationId: z.number().int(),
        name: z.string(),
        industrialSpecialization: z.string(),
        fileId: z.string().nullable(),
        file: ZFileRefSchema.nullable(),
        validUntil: z.string().nullable(),
      }),
    ),
  }),
  socialMedia: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    twitter: z.string().nullable(),
    linkedin: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  statistics: z.object({
    employees: z.number().int().nullable(),
    annualSales: z.string().nullable(),
    mainClients: z.string().nullable(),
    clientsCount: z.string().nullable(),
    projects: z.string().nullable(),
    relevantImports: z.string().nullable(),
  }),
  awards: z.object({ awards: z.array(z.object({ id: z.string(), fileId: z.string(), description: z.string(), file: ZFileRefSchema })) }),
})
export type TCompanyProfileSections = z.infer<typeof ZCompanyProfileSectionsSchema>

/**
 * Weights of the profile-fill progress (sum 100). A part counts when its stored values pass the
 * section's own PUT rules; `certifications`, `socialMedia` and `awards` also need at least one entry.
 */
export const PROFILE_PROGRESS_WEIGHTS = {
  information: 15,
  address: 10,
  details: 15,
  workingHours: 10,
  general: 10,
  processes: 10,
  capabilities: 10,
  certifications: 5,
  socialMedia: 5,
  statistics: 5,
  awards: 5,
} as const
export type ProfileProgressPart = keyof typeof PROFILE_PROGRESS_WEIGHTS

export const ZProfileProgressSchema = z.object({
  /** 0–100. */
  percent: z.number().int(),
  parts: z.record(z.enum(Object.keys(PROFILE_PROGRESS_WEIGHTS) as [ProfileProgressPart, ...ProfileProgressPart[]]), z.boolean()),
})
export type TProfileProgress = z.infer<typeof ZProfileProgressSchema>

const passes = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success

/** The profile-fill percentage: the sum of the weights of the complete parts. Pure. */
export function computeProfileProgress(sections: TCompanyProfileSections): TProfileProgress {
  const social = sections.socialMedia
  const parts: Record<ProfileProgressPart, boolean> = {
    information: passes(ZCompanyInformationRequestSchema, sections.information),
    address: passes(ZCompanyAddressRequestSchema, sections.address),
    details: passes(ZCompanyDetailsRequestSchema, sections.details),
    workingHours: passes(ZCompanyWorkingHoursRequestSchema, sections.workingHours),
    general: passes(ZCompanyGeneralRequestSchema, sections.general),
    processes: passes(ZCompanyProcessesRequestSchema, sections.processes),
    capabilities: passes(ZCompanyCapabilitiesRequestSchema, sections.capabilities),
    certifications: sections.capabilities.certifications.length > 0 && passes(ZCompanyCapabilitiesRequestSchema.shape.certifications, sections.capabilities.certifications),
    socialMedia: SOCIAL_NETWORKS.some((n) => social[n]) && passes(ZCompanySocialMediaRequestSchema, social),
    statistics: passes(ZCompanyStatisticsRequestSchema, sections.statistics),
    awards: sections.awards.awards.length > 0 && passes(ZCompanyAwardsRequestSchema, sections.awards),
  }
  const percent = (Object.keys(parts) as ProfileProgressPart[]).reduce((sum, part) => sum + (parts[part] ? PROFILE_PROGRESS_WEIGHTS[part] : 0), 0)
  return { percent, parts }
}

/** GET /api/v1/company/profile (and the answer of every section PUT). */
export const ZCompanyProfileResponseSchema = ZCompanyProfileSectionsSchema.extend({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  rfc: z.string().nullable(),
  taxId: z.string().nullable(),
  /** Set by the platform admin only (PUT /api/v1/admin/companies/{id}/validated-supplier). */
  isValidatedSupplier: z.boolean(),
  updatedAt: z.string(),
  progress: ZProfileProgressSchema,
})
export type TCompanyProfileResponse = z.infer<typeof ZCompanyProfileResponseSchema>

/** PUT /api/v1/admin/companies/{id}/validated-supplier (platform admin only). */
export const ZSetValidatedSupplierRequestSchema = z.object({ isValidatedSupplier: z.boolean({ error: V.required }) })
export type TSetValidatedSupplierRequest = z.infer<typeof ZSetValidatedSupplierRequestSchema>
export const ZSetValidatedSupplierResponseSchema = z.object({ id: z.string(), isValidatedSupplier: z.boolean() })

// ── GET /api/v1/companies/{id}: public company detail with visibility (spec §6) ──────────────────

/** Fields everybody may see: visitors, event-only users, free and expired-Platinum companies. */
const companyBasicFields = {
  id: z.string(),
  tradeName: z.string(),
  logoUrl: z.string().nullable(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  /** Rounded to about a kilometre in the basic detail, exact in the full one (docs/decisions/010). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  sector: z.string(),
  profileType: z.enum(COMPANY_PROFILE_TYPES),
  tier: z.enum(SUPPLY_CHAIN_TIERS).nullable(),
  briefDescription: z.string(),
  categories: z.array(ZCategoryRefSchema),
  certificationNames: z.array(z.string()),
  tags: z.array(z.string()),
  isValidatedSupplier: z.boolean(),
  /** The company has an active Platinum (or Gold) membership. */
  isPlatinum: z.boolean(),
  /** The caller belongs to this company. */
  isOwnCompany: z.boolean(),
  /** Imported from a public registry (INEGI's DENUE): "not verified" until claimed (docs/decisions/055); null otherwise. */
  registry: ZCompanyRegistrySchema.nullable(),
  /** On SAT's 69-B list, as far as this viewer may see it (docs/decisions/056); null otherwise. */
  sat69b: ZSat69bListingSchema.nullable(),
}

export const ZCompanyDetailBasicSchema = z.object({ visibility: z.literal('basic'), ...companyBasicFields })

/** A key contact: a visible, active company admin user. */
export const ZCompanyContactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  imageUrl: z.string().nullable(),
})

/** Active Platinum/Gold viewers, the company's own users and platform admins. */
export const ZCompanyDetailFullSchema = z.object({
  visibility: z.literal('full'),
  ...companyBasicFields,
  legalName: z.string(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  detailedDescription: z.string(),
  mainProducts: z.string(),
  mainServices: z.string(),
  specialization: z.string().nullable(),
  companyType: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  yearFounded: z.number().int().nullable(),
  street: z.string().nullable(),
  suburb: z.string().nullable(),
  postalCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  coverage: z.object({ countries: z.array(z.string()), states: z.array(z.string()) }),
  processes: z.string(),
  materials: z.string(),
  machinery: z.string(),
  guarantees: z.string(),
  capacityDescription: z.string(),
  productionCapacity: z.number().nullable(),
  productionCapacityUnit: z.string().nullable(),
  workingHours: z.array(ZWorkingDayValueSchema),
  averageAttentionTime: z.string().nullable(),
  paymentMethods: z.array(z.string()),
  employees: z.number().int().nullable(),
  annualSales: z.string().nullable(),
  mainClients: z.string().nullable(),
  clientsCount: z.string().nullable(),
  projects: z.string().nullable(),
  relevantImports: z.string().nullable(),
  socialLinks: ZCompanyProfileSectionsSchema.shape.socialMedia,
  brochure: ZFileRefSchema.nullable(),
  certifications: z.array(z.object({ certificationId: z.number().int(), name: z.string(), industrialSpecialization: z.string(), validUntil: z.string().nullable(), file: ZFileRefSchema.nullable() })),
  awards: z.array(z.object({ id: z.string(), description: z.string(), file: ZFileRefSchema })),
  catalogues: z.array(z.object({ title: z.string(), file: ZFileRefSchema })),
  documents: z.array(z.object({ title: z.string(), file: ZFileRefSchema })),
  contacts: z.array(ZCompanyContactSchema),
  /** The first page (12) of the catalogue, newest first; the rest via GET /api/v1/companies/{id}/products. */
  products: z.array(ZPublicProductFullSchema),
  productCount: z.number().int(),
  updatedAt: z.string(),
})

/** The API never sends the full fields to a basic viewer: the answer is one of the two shapes. */
export const ZCompanyDetailResponseSchema = z.discriminatedUnion('visibility', [ZCompanyDetailBasicSchema, ZCompanyDetailFullSchema])
export type TCompanyDetailResponse = z.infer<typeof ZCompanyDetailResponseSchema>
export type TCompanyDetailBasic = z.infer<typeof ZCompanyDetailBasicSchema>
export type TCompanyDetailFull = z.infer<typeof ZCompanyDetailFullSchema>
export type TCompanyVisibility = TCompanyDetailResponse['visibility']

/** The keys of the basic answer, exactly (tests assert the JSON has these and no others). */
export const COMPANY_DETAIL_BASIC_KEYS = Object.keys(ZCompanyDetailBasicSchema.shape).sort()
