import { z } from 'zod'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_QUERY_MAX } from './constants'
import { zString } from './fields'
import { zMultiValue, zQueryBoolean, zSlug, zStateCode } from './search.schema'

/** A material keyword for `mat` (matched with the full-text machinery against materials/texts). */
export const zMaterialKeyword = zString().max(60)

/** GET /api/v1/marketplace query. */
export const ZMarketplaceRequestSchema = z.object({
  q: zString().trim().max(SEARCH_QUERY_MAX).default(''),
  loc: zMultiValue(zStateCode),
  cat: zMultiValue(zSlug),
  /** Material keywords; an item matches when it mentions ANY of them. */
  mat: zMultiValue(zMaterialKeyword),
  page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Only additions since Monday 00:00 America/Mexico_City. */
  week: zQueryBoolean,
  /** Only results matching the signed-in company (401 for visitors); see docs/decisions/007. */
  match: zQueryBoolean,
})
export type TMarketplaceRequest = z.infer<typeof ZMarketplaceRequestSchema>

export const MARKETPLACE_ITEM_KINDS = ['company', 'product'] as const
export type MarketplaceItemKind = (typeof MARKETPLACE_ITEM_KINDS)[number]

export const ZMarketplaceItemSchema = z.object({
  kind: z.enum(MARKETPLACE_ITEM_KINDS),
  /** The company id for a company, the product/service id for a product. */
  id: z.string(),
  companyId: z.string(),
  /** Trade name, or the product/service title. */
  title: z.string(),
  /** Brief description. */
  subtitle: z.string(),
  /** Company logo or product image. */
  imageUrl: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  categoryNames: z.array(z.object({ nameEn: z.string(), nameEs: z.string() })),
  city: z.string(),
  state: z.string(),
  createdAt: z.string(),
  /** The company (or the product's company) has an active Platinum membership. */
  isPlatinum: z.boolean(),
  /** For a product: 'product' or 'service'; null for a company. */
  productKind: z.enum(['product', 'service']).nullable(),
  /** For a product: its company's trade name. */
  companyName: z.string(),
})
export type TMarketplaceItem = z.infer<typeof ZMarketplaceItemSchema>

export const ZMarketplaceResponseSchema = z.object({
  items: z.array(ZMarketplaceItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type TMarketplaceResponse = z.infer<typeof ZMarketplaceResponseSchema>
