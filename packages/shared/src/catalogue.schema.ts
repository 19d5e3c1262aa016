import { z } from 'zod'
import { BRIEF_DESCRIPTION_MAX, DETAILED_DESCRIPTION_MAX, PLATINUM_CATALOGUE_LIMIT, PRODUCT_PHONE_MAX_DIGITS, PRODUCT_PHONE_MIN_DIGITS } from './constants'
import { V, zEmail, zFileIdOrNull, zString, zText, zTextOrNull } from './fields'
import { ZFileRefSchema } from './files.schema'

/**
 * Catalogue items a free company (or one whose Platinum expired) may have; Platinum and Gold have
 * PLATINUM_CATALOGUE_LIMIT (12). docs/decisions/007: enough to try the catalogue, a reason to upgrade.
 */
export const FREE_CATALOGUE_LIMIT = 3
export { PLATINUM_CATALOGUE_LIMIT }

export const CATALOGUE_ITEM_KINDS = ['product', 'service'] as const
export type CatalogueItemKind = (typeof CATALOGUE_ITEM_KINDS)[number]
export const CATALOGUE_CURRENCIES = ['MXN', 'USD', 'CAD'] as const
export const CATALOGUE_ATTRIBUTES_MAX = 20
export const PRICE_MAX = 999_999_999_999.99

/** A category as cards and details show it. */
export const ZCategoryRefSchema = z.object({ id: z.number().int(), code: z.string(), nameEn: z.string(), nameEs: z.string() })
export type TCategoryRef = z.infer<typeof ZCategoryRefSchema>

/** Spec §5: the price is a number. A numeric text ("1250.50") from a form input is read as its number. */
export const zPrice = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value) ? Number(value) : value),
    z.number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? V.required : V.number) }).positive({ error: V.positive }).max(PRICE_MAX, { error: V.tooLong }),
  )
  .transform((value) => Math.round(value * 100) / 100)

const PRODUCT_PHONE = new RegExp(`^\\d{${PRODUCT_PHONE_MIN_DIGITS},${PRODUCT_PHONE_MAX_DIGITS}}$`)
/** How people write a phone number: digits with an optional leading +, spaces, dashes, dots and parentheses. */
const TYPED_PHONE = /^\+?[\d\s().-]+$/

/** "+52 (844) 994-4286" → "528449944286"; anything with other characters stays as typed, so it fails the digit rule. */
export function normalizeProductPhone(value: string): string {
  return TYPED_PHONE.test(value) ? value.replace(/\D/g, '') : value
}

/**
 * Spec §5: 10 to 14 digits; '' or null means none. The number is accepted as people type it
 * ("+52 844 994 4286") and stored as its digits, so the rule counts digits, not keystrokes.
 */
export const zProductPhone = zString({ error: V.productPhone })
  .trim()
  .nullable()
  .optional()
  .transform((v) => (v ? normalizeProductPhone(v) : null))
  .refine((v) => v === null || PRODUCT_PHONE.test(v), { error: V.productPhone })

/** POST /api/v1/company/products and PUT /api/v1/company/products/{id} (spec §3 Product/service, §5 Product form). */
export const ZCatalogueItemRequestSchema = z.object({
  kind: z.enum(CATALOGUE_ITEM_KINDS, { error: V.choose }).default('product'),
  title: zText(160),
  briefDescription: zText(BRIEF_DESCRIPTION_MAX),
  detailedDescription: zText(DETAILED_DESCRIPTION_MAX),
  /** An existing category id (GET /api/v1/categories). */
  categoryId: z.number({ error: V.choose }).int({ error: V.choose }).positive({ error: V.choose }),
  family: zTextOrNull(120),
  quantity: zTextOrNull(120),
  price: zPrice,
  currency: z.enum(CATALOGUE_CURRENCIES, { error: V.choose }).default('MXN'),
  phone: zProductPhone,
  email: zEmail,
  /** An uploaded image (purpose `product_image`), or null. */
  imageFileId: zFileIdOrNull,
  /** An uploaded PDF (purpose `datasheet`), or null. */
  datasheetFileId: zFileIdOrNull,
  /** Free name → value pairs ("Material" → "Acero 1018"). */
  attributes: z
    .record(zString().trim().min(1, { error: V.required }).max(40, { error: V.tooLong }), zString().trim().max(200, { error: V.tooLong }))
    .default({})
    .refine((value) => Object.keys(value).length <= CATALOGUE_ATTRIBUTES_MAX, { error: V.tooLong }),
})
export type TCatalogueItemRequest = z.input<typeof ZCatalogueItemRequestSchema>

/** One item of the own catalogue, everything editable. */
export const ZCatalogueItemSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  kind: z.enum(CATALOGUE_ITEM_KINDS),
  title: z.string(),
  briefDescription: z.string(),
  detailedDescription: z.string(),
  categoryId: z.number().int(),
  category: ZCategoryRefSchema,
  family: z.string().nullable(),
  quantity: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  imageFileId: z.string().nullable(),
  image: ZFileRefSchema.nullable(),
  datasheetFileId: z.string().nullable(),
  datasheet: ZFileRefSchema.nullable(),
  attributes: z.record(z.string(), z.string()),
  /** Past the free plan's limit while the company has no Platinum rights: kept, but hidden from others (docs/decisions/032). */
  isHiddenByPlan: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TCatalogueItem = z.infer<typeof ZCatalogueItemSchema>

/** How many items the membership allows and how many remain. */
export const ZCatalogueQuotaSchema = z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int() })
export type TCatalogueQuota = z.infer<typeof ZCatalogueQuotaSchema>

/** GET /api/v1/company/products */
export const ZCatalogueListResponseSchema = z.object({
  items: z.array(ZCatalogueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  quota: ZCatalogueQuotaSchema,
})
export type TCatalogueListResponse = z.infer<typeof ZCatalogueListResponseSchema>

// ── Public catalogue: GET /api/v1/companies/{id}/products and GET /api/v1/products/{id} ──────────

const productBasicFields = {
  id: z.string(),
  companyId: z.string(),
  kind: z.enum(CATALOGUE_ITEM_KINDS),
  title: z.string(),
  briefDescription: z.string(),
  category: ZCategoryRefSchema,
  price: z.number(),
  currency: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
}

/** What everybody sees of a product/service. */
export const ZPublicProductBasicSchema = z.object({ visibility: z.literal('basic'), ...productBasicFields })
/** Full viewers (active Platinum/Gold, own company, platform admins) also get the contact fields and data sheet. */
export const ZPublicProductFullSchema = z.object({
  visibility: z.literal('full'),
  ...productBasicFields,
  detailedDescription: z.string(),
  family: z.string().nullable(),
  quantity: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  datasheet: ZFileRefSchema.nullable(),
  attributes: z.record(z.string(), z.string()),
  updatedAt: z.string(),
})
export const ZPublicProductSchema = z.discriminatedUnion('visibility', [ZPublicProductBasicSchema, ZPublicProductFullSchema])
export type TPublicProduct = z.infer<typeof ZPublicProductSchema>

/** GET /api/v1/companies/{id}/products: every item has the caller's visibility. */
export const ZCompanyProductsResponseSchema = z.object({
  visibility: z.enum(['basic', 'full']),
  items: z.array(ZPublicProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type TCompanyProductsResponse = z.infer<typeof ZCompanyProductsResponseSchema>

const productCompanyBasicFields = {
  id: z.string(),
  tradeName: z.string(),
  logoUrl: z.string().nullable(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  isPlatinum: z.boolean(),
  isValidatedSupplier: z.boolean(),
}

/** GET /api/v1/products/{id} (marketplace detail): the item and its company, same visibility rule as the company detail. */
export const ZProductDetailResponseSchema = z.discriminatedUnion('visibility', [
  ZPublicProductBasicSchema.extend({ company: z.object(productCompanyBasicFields) }),
  ZPublicProductFullSchema.extend({
    company: z.object({
      ...productCompanyBasicFields,
      email: z.string().nullable(),
      phone: z.string().nullable(),
      website: z.string().nullable(),
      /** https://wa.me/<digits>: the marketplace's WhatsApp contact option. */
      whatsapp: z.string().nullable(),
    }),
  }),
])
export type TProductDetailResponse = z.infer<typeof ZProductDetailResponseSchema>
