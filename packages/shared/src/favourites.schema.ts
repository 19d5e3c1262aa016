import { z } from 'zod'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants'
import { ZCategoryRefSchema } from './catalogue.schema'
import { COMPANY_PROFILE_TYPES } from './reference-data'

/** The tabs of /favourites. */
export const FAVOURITE_TYPES = ['company', 'product', 'requirement'] as const
export type FavouriteType = (typeof FAVOURITE_TYPES)[number]

/** PUT and DELETE /api/v1/favourites/{type}/{id} */
export const ZFavouriteParamsSchema = z.object({ type: z.enum(FAVOURITE_TYPES), id: z.uuid() })

/** GET /api/v1/favourites?type=&page=&limit= */
export const ZFavouriteListQuerySchema = z.object({
  type: z.enum(FAVOURITE_TYPES),
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
export type TFavouriteListQuery = z.infer<typeof ZFavouriteListQuerySchema>

/** GET /api/v1/favourites/ids?type= */
export const ZFavouriteIdsQuerySchema = z.object({ type: z.enum(FAVOURITE_TYPES) })

/** Card data of a favourite company (basic fields only: anyone may see them). */
export const ZFavouriteCompanyCardSchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  logoUrl: z.string().nullable(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  sector: z.string(),
  profileType: z.enum(COMPANY_PROFILE_TYPES),
  briefDescription: z.string(),
  isValidatedSupplier: z.boolean(),
  isPlatinum: z.boolean(),
})

export const ZFavouriteProductCardSchema = z.object({
  id: z.string(),
  kind: z.enum(['product', 'service']),
  title: z.string(),
  briefDescription: z.string(),
  category: ZCategoryRefSchema,
  price: z.number(),
  currency: z.string(),
  imageUrl: z.string().nullable(),
  company: z.object({ id: z.string(), tradeName: z.string() }),
})

export const ZFavouriteRequirementCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['rfq', 'requirement', 'to_overcome']),
  status: z.enum(['opened', 'covered', 'expired']),
  isRfq: z.boolean(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  category: ZCategoryRefSchema,
  company: z.object({ id: z.string(), tradeName: z.string() }),
})

export const ZFavouriteItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('company'), favouritedAt: z.string(), company: ZFavouriteCompanyCardSchema }),
  z.object({ type: z.literal('product'), favouritedAt: z.string(), product: ZFavouriteProductCardSchema }),
  z.object({ type: z.literal('requirement'), favouritedAt: z.string(), requirement: ZFavouriteRequirementCardSchema }),
])
export type TFavouriteItem = z.infer<typeof ZFavouriteItemSchema>

/** Newest first. Favourites whose target is no longer visible are left out. */
export const ZFavouriteListResponseSchema = z.object({
  items: z.array(ZFavouriteItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type TFavouriteListResponse = z.infer<typeof ZFavouriteListResponseSchema>

/** For the heart toggles on cards. */
export const ZFavouriteIdsResponseSchema = z.object({ type: z.enum(FAVOURITE_TYPES), ids: z.array(z.string()) })
export type TFavouriteIdsResponse = z.infer<typeof ZFavouriteIdsResponseSchema>

/** Answer of PUT (added or already there) and DELETE. */
export const ZFavouriteStateResponseSchema = z.object({ type: z.enum(FAVOURITE_TYPES), id: z.string(), isFavourite: z.boolean() })
export type TFavouriteStateResponse = z.infer<typeof ZFavouriteStateResponseSchema>
