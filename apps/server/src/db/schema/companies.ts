import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { categories, certifications } from './categories'
import { createdAt, id, updatedAt } from './common'
import { files } from './files'

export const companyStatus = pgEnum('company_status', ['pending', 'approved', 'rejected'])
/** Buyer or supplier profile chosen at sign-up; "both" for companies that buy and sell. */
export const companyProfileType = pgEnum('company_profile_type', ['buyer', 'supplier', 'both'])
/** Place in the automotive supply chain. */
export const supplyChainTier = pgEnum('supply_chain_tier', ['oem', 'tier1', 'tier2', 'tier3', 'other'])
export const membershipPlan = pgEnum('membership_plan', ['free', 'platinum', 'gold'])
export const membershipStatus = pgEnum('membership_status', ['active', 'expired'])

/** One day of the weekly working hours (spec §3 "Hours and payment"). */
export interface WorkingDay {
  day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
  isOpen: boolean
  opensAt: string | null
  closesAt: string | null
}
export interface SocialLinks {
  facebook?: string
  instagram?: string
  twitter?: string
  linkedin?: string
  youtube?: string
}
export interface CompanyStatistics {
  clients?: string
  projects?: string
  relevantImports?: string
}
/** Public registries companies are imported from. */
export type RegistrySource = 'denue'
/** What the registry says about an establishment, beside the company fields it fills. */
export interface RegistryFacts {
  /** SCIAN activity code and name, as the registry gives them. */
  activityCode: string
  activityName: string
  /** Staff band (DENUE `per_ocu`, e.g. "11 a 30 personas"). */
  staffBand: string | null
  /** Month the establishment entered the registry, `YYYY-MM` (DENUE `fecha_alta`). */
  registeredOn: string | null
}
export interface Coverage {
  countries: string[]
  states: string[]
}

export const companies = pgTable(
  'companies',
  {
    id: id(),
    status: companyStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    isVisible: boolean('is_visible').notNull().default(true),
    /** Set by the platform admin only. */
    isValidatedSupplier: boolean('is_validated_supplier').notNull().default(false),
    /**
     * Set by a company admin: its restricted users may also contact companies, chat and book meetings. Off by
     * default, as spec §6 has restricted users only search, query and view (ADR 047).
     */
    restrictedUsersMayContact: boolean('restricted_users_may_contact').notNull().default(false),
    profileType: companyProfileType('profile_type').notNull(),
    tier: supplyChainTier('tier'),

    // identity
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name').notNull(),
    /** Mexican RFC; null for a foreign company, which gives `taxId` instead. */
    rfc: text('rfc').unique(),
    taxId: text('tax_id'),
    sector: text('sector').notNull(),
    companyType: text('company_type'),
    countryOfOrigin: text('country_of_origin'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    whatsapp: text('whatsapp'),
    yearFounded: integer('year_founded'),
    /** Language the company wrote its texts in. */
    contentLanguage: text('content_language').notNull().default('es'),
    /** IANA time zone of the company (appointments are offered and shown in it); Mexico City by default. */
    timeZone: text('time_zone').notNull().default('America/Mexico_City'),
    tags: text('tags').array().notNull().default([]),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    brochureFileId: uuid('brochure_file_id').references(() => files.id, { onDelete: 'set null' }),

    // descriptions
    briefDescription: text('brief_description').notNull().default(''),
    detailedDescription: text('detailed_description').notNull().default(''),
    mainProducts: text('main_products').notNull().default(''),
    mainServices: text('main_services').notNull().default(''),
    specialization: text('specialization'),

    // capabilities
    processes: text('processes').notNull().default(''),
    materials: text('materials').notNull().default(''),
    machinery: text('machinery').notNull().default(''),
    guarantees: text('guarantees').notNull().default(''),
    /** Production capacity as a number (spec §5 company steps) … */
    productionCapacity: numeric('production_capacity', { mode: 'number' }),
    /** … and its unit, e.g. "pieces/month". */
    productionCapacityUnit: text('production_capacity_unit'),
    /** Production capacity in words (spec §5 company profile: more than 20 characters). */
    capacityDescription: text('capacity_description').notNull().default(''),

    // hours and payment
    workingHours: jsonb('working_hours').$type<WorkingDay[]>().notNull().default([]),
    averageAttentionTime: text('average_attention_time'),
    paymentMethods: text('payment_methods').array().notNull().default([]),

    // statistics
    employees: integer('employees'),
    annualSales: text('annual_sales'),
    clients: text('clients'),
    statistics: jsonb('statistics').$type<CompanyStatistics>().notNull().default({}),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),

    // address and coverage
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    suburb: text('suburb'),
    street: text('street'),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    coverage: jsonb('coverage').$type<Coverage>().notNull().default({ countries: [], states: [] }),

    // public registry (docs/decisions/055-public-registry-directory-and-claims.md)
    /** The public registry a company was imported from ('denue': INEGI's DENUE); null for a company that signed up or a spreadsheet import. */
    registrySource: text('registry_source').$type<RegistrySource>(),
    /** The establishment's id in that registry: an import updates the company with the same source and id. */
    registryId: text('registry_id'),
    /** The registry's facts shown on the profile (activity, staff band, date registered); kept after a claim. */
    registryFacts: jsonb('registry_facts').$type<RegistryFacts>(),
    /** When someone from the company claimed its profile (e-mail domain or platform admin): from then on a normal company, no longer "not verified". */
    registryClaimedAt: timestamp('registry_claimed_at', { withTimezone: true }),

    /** Expiry of the current Platinum/Gold membership ('infinity' when open-ended); null when on free or expired. Kept by a trigger on memberships (migration 0004), read by search ranking. */
    platinumUntil: timestamp('platinum_until', { withTimezone: true }),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('companies_status_visible_idx').on(t.status, t.isVisible),
    index('companies_state_idx').on(t.state),
    index('companies_created_idx').on(t.createdAt),
    uniqueIndex('companies_registry_uq').on(t.registrySource, t.registryId),
  ],
)

export const companyCategories = pgTable(
  'company_categories',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.categoryId] }), index('company_categories_category_idx').on(t.categoryId)],
)

/** A certification held by a company; spec §5: each needs a file and an industrial specialization. */
export const companyCertifications = pgTable(
  'company_certifications',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'restrict' }),
    industrialSpecialization: text('industrial_specialization').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    validUntil: date('valid_until'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.certificationId] }),
    index('company_certifications_cert_idx').on(t.certificationId),
  ],
)

/** Membership history of a company; the newest row is the current one. */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    plan: membershipPlan('plan').notNull(),
    status: membershipStatus('status').notNull().default('active'),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the free plan, which does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Bank transfer reference or invoice number the platform admin recorded when activating a paid plan. */
    paymentReference: text('payment_reference'),
    paymentMethod: text('payment_method'),
    /** The platform admin who activated it (no foreign key: users references companies). */
    activatedByUserId: uuid('activated_by_user_id'),
    /** Expiry reminders sent (30 and 7 days before; docs/decisions/032). */
    reminder30SentAt: timestamp('reminder_30_sent_at', { withTimezone: true }),
    reminder7SentAt: timestamp('reminder_7_sent_at', { withTimezone: true }),
    /** Users deactivated when this plan expired (seats above the free limit); a renewal reactivates them. */
    suspendedUserIds: uuid('suspended_user_ids').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('memberships_company_idx').on(t.companyId, t.activatedAt), index('memberships_expiry_idx').on(t.status, t.expiresAt)],
)
