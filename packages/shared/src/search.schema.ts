import { z } from 'zod'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_FILTER_MAX_VALUES, SEARCH_QUERY_MAX } from './constants'
import { zString } from './fields'
import { COMPANY_PROFILE_TYPES } from './reference-data'

/** Most points the map endpoint returns (Platinum first); `total` tells how many matched. */
export const SEARCH_MAP_MAX_POINTS = 5000
/** Totals and facet counts are exact up to this many companies, estimated beyond (GET /search/companies). */
export const SEARCH_EXACT_COUNT_BOUND = 1000

/**
 * A multi-value query parameter: repeated (`?loc=NLE&loc=COA`) and/or comma-separated (`?loc=NLE,COA`);
 * trimmed, blanks dropped, duplicates removed.
 */
export function zMultiValue<T extends z.ZodType<string>>(value: T) {
  return z.preprocess(
    (raw) => {
      if (raw === undefined || raw === null) return []
      const list = Array.isArray(raw) ? raw : [raw]
      const values = list.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter((v) => v.length > 0)
      return [...new Set(values)]
    },
    z.array(value).max(SEARCH_FILTER_MAX_VALUES),
  )
}

/** A state/province code as in reference-data (MX `NLE`, US `TX`, CA `ON`); case-insensitive. */
export const zStateCode = zString()
  .regex(/^[A-Za-z]{2,3}$/)
  .transform((v) => v.toUpperCase())
/** A category or certification slug. */
export const zSlug = zString()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i)
  .transform((v) => v.toLowerCase())

/** `true`/`false`/`1`/`0` (a plain z.coerce.boolean would read "false" as true). */
export const zQueryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1')

const zPage = z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE)
const zLimit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)
const zQ = zString().trim().max(SEARCH_QUERY_MAX).default('')

/** Filters shared by the result list and the map: `q`, `loc` (state codes), `cert` (certification slugs), `cat` (category slugs; a parent includes its children). */
export const ZSearchFiltersSchema = z.object({
  q: zQ,
  loc: zMultiValue(zStateCode),
  cert: zMultiValue(zSlug),
  cat: zMultiValue(zSlug),
})
export type TSearchFilters = z.infer<typeof ZSearchFiltersSchema>

/** GET /api/v1/search/companies query. */
export const ZSearchCompaniesRequestSchema = ZSearchFiltersSchema.extend({ page: zPage, limit: zLimit })
export type TSearchCompaniesRequest = z.infer<typeof ZSearchCompaniesRequestSchema>

/** GET /api/v1/search/map query (no paging). */
export const ZSearchMapRequestSchema = ZSearchFiltersSchema
export type TSearchMapRequest = z.infer<typeof ZSearchMapRequestSchema>

export const ZSearchCategoryRefSchema = z.object({ slug: z.string(), nameEn: z.string(), nameEs: z.string() })
export type TSearchCategoryRef = z.infer<typeof ZSearchCategoryRefSchema>

/** A result card: basic fields only, visible to everybody (the full profile is the company detail endpoint). */
export const ZSearchCompanyCardSchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  logoUrl: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  briefDescription: z.string(),
  sector: z.string(),
  profileType: z.enum(COMPANY_PROFILE_TYPES),
  categories: z.array(ZSearchCategoryRefSchema),
  /** Certification names (e.g. "IATF 16949"). */
  certifications: z.array(z.string()),
  /** Active Platinum (or Gold) membership now. */
  isPlatinum: z.boolean(),
  isValidatedSupplier: z.boolean(),
  /** From a public registry (DENUE) and not claimed by anyone from the company yet: "not verified" (ADR 055). */
  isUnclaimedRegistry: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
})
export type TSearchCompanyCard = z.infer<typeof ZSearchCompanyCardSchema>

/** One facet value and how many results it would give, with the query and the OTHER facets' filters applied. */
export const ZFacetValueSchema = z.object({ value: z.string(), count: z.number().int() })
export type TFacetValue = z.infer<typeof ZFacetValueSchema>

export const ZSearchFacetsSchema = z.object({
  /** State codes. */
  loc: z.array(ZFacetValueSchema),
  /** Certification slugs. */
  cert: z.array(ZFacetValueSchema),
  /** Category slugs, parents and children (a parent counts the distinct companies in it or its children). */
  cat: z.array(ZFacetValueSchema),
})
export type TSearchFacets = z.infer<typeof ZSearchFacetsSchema>

export const ZSearchCompaniesResponseSchema = z.object({
  items: z.array(ZSearchCompanyCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  facets: ZSearchFacetsSchema,
  /**
   * Counting is exact up to SEARCH_EXACT_COUNT_BOUND matches; beyond it `total` (browse and filters only) and the
   * facet counts are estimates from a fixed sample of the directory, rounded, and the page says "about".
   */
  totalIsEstimate: z.boolean(),
  facetsAreEstimates: z.boolean(),
  /** The query as searched after typo correction, when a word was corrected ("did you mean"); else null. */
  correctedQuery: z.string().nullable(),
  /**
   * The search index was still reading a large batch of recent writes (another instance's bulk import) when it
   * answered: changes of the last moments may not show yet (ADR 049's catch-up budget).
   */
  catchingUp: z.boolean(),
})
export type TSearchCompaniesResponse = z.infer<typeof ZSearchCompaniesResponseSchema>

export const ZSearchMapPointSchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  lat: z.number(),
  lng: z.number(),
  city: z.string(),
  state: z.string(),
  isPlatinum: z.boolean(),
})
export type TSearchMapPoint = z.infer<typeof ZSearchMapPointSchema>

export const ZSearchMapResponseSchema = z.object({
  points: z.array(ZSearchMapPointSchema),
  /** Matching companies with a location; `points` holds at most SEARCH_MAP_MAX_POINTS of them. */
  total: z.number().int(),
})
export type TSearchMapResponse = z.infer<typeof ZSearchMapResponseSchema>

/** GET /api/v1/categories/tree: one node with the approved, visible companies in it or its descendants. */
export interface TCategoryTreeNode {
  id: number
  code: string
  slug: string
  nameEn: string
  nameEs: string
  count: number
  children: TCategoryTreeNode[]
}
export const ZCategoryTreeNodeSchema: z.ZodType<TCategoryTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    slug: z.string(),
    nameEn: z.string(),
    nameEs: z.string(),
    count: z.number().int(),
    children: z.array(ZCategoryTreeNodeSchema),
  }),
)
export const ZCategoryTreeResponseSchema = z.object({ items: z.array(ZCategoryTreeNodeSchema) })
export type TCategoryTreeResponse = z.infer<typeof ZCategoryTreeResponseSchema>
