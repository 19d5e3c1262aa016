import { z } from 'zod'
import { V } from './fields'

/**
 * The platform admin's reference data (issue 12, docs/decisions/037-reference-data-admin.md): the certification
 * list and the category tree. Items are retired, never deleted; a retired item is not offered to pick, but the
 * companies, products and requirements that already link it keep it.
 */

const name = (max: number) => z.string().trim().min(2, V.tooShort).max(max, V.tooLong)
/** An optional text: blank is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, V.tooLong)
    .nullish()
    .transform((value) => (value ? value : null))

// ── certifications ───────────────────────────────────────────────────────────────────────────────

export const ZCertificationInputSchema = z.object({
  name: name(120),
  issuer: optionalText(120),
  descriptionEn: optionalText(1000),
  descriptionEs: optionalText(1000),
})
export type TCertificationInput = z.input<typeof ZCertificationInputSchema>

/** One certification of the list companies pick from (GET /api/v1/certifications). */
export const ZCertificationSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  issuer: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  /** Set when retired (listed only with ?includeRetired=true, for the names of links already saved). */
  retiredAt: z.string().nullable(),
})

export const ZAdminCertificationSchema = ZCertificationSchema.extend({
  /** Companies holding it, requirements requiring it, requirements preferring it. */
  usage: z.object({ companies: z.number().int(), requiredBy: z.number().int(), preferredBy: z.number().int() }),
})
export type TAdminCertification = z.infer<typeof ZAdminCertificationSchema>
export const ZAdminCertificationListResponseSchema = z.object({ items: z.array(ZAdminCertificationSchema) })
export type TAdminCertificationListResponse = z.infer<typeof ZAdminCertificationListResponseSchema>

// ── categories ───────────────────────────────────────────────────────────────────────────────────

/** One industry category of GET /api/v1/categories (flat, with its parent id). */
export const ZCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  code: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  /** Set when the platform admin retired it: not offered to pick, still named where a record already has it. */
  retiredAt: z.string().nullable(),
})
export type TCategoryItem = z.infer<typeof ZCategorySchema>
export const ZCategoryListResponseSchema = z.object({ items: z.array(ZCategorySchema) })

/** NAICS/SCIAN code or a dotted sub-code: digits, letters, dots and dashes. */
export const ZCategoryCodeSchema = z
  .string()
  .trim()
  .min(1, V.required)
  .max(20, V.tooLong)
  .regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, V.invalid)

export const ZCategoryEditSchema = z.object({ code: ZCategoryCodeSchema, nameEn: name(120), nameEs: name(120) })
export type TCategoryEdit = z.input<typeof ZCategoryEditSchema>
export const ZCategoryCreateSchema = ZCategoryEditSchema.extend({ parentId: z.number().int().positive().nullable() })
export type TCategoryCreate = z.input<typeof ZCategoryCreateSchema>
/** Move and reorder in one: the new parent (null: top level) and the 0-based place among its children. */
export const ZCategoryPositionSchema = z.object({ parentId: z.number().int().positive().nullable(), index: z.number().int().min(0).max(10_000) })
export type TCategoryPosition = z.infer<typeof ZCategoryPositionSchema>

export interface TAdminCategoryNode {
  id: number
  parentId: number | null
  code: string
  slug: string
  nameEn: string
  nameEs: string
  sortOrder: number
  retiredAt: string | null
  /** Direct links only: companies in the category, products filed under it, requirements naming it (category or subcategory). */
  usage: { companies: number; products: number; requirements: number }
  children: TAdminCategoryNode[]
}
export const ZAdminCategoryNodeSchema: z.ZodType<TAdminCategoryNode> = z.lazy(() =>
  ZCategorySchema.extend({
    sortOrder: z.number().int(),
    usage: z.object({ companies: z.number().int(), products: z.number().int(), requirements: z.number().int() }),
    children: z.array(ZAdminCategoryNodeSchema),
  }),
)
export const ZAdminCategoryTreeResponseSchema = z.object({ items: z.array(ZAdminCategoryNodeSchema) })
export type TAdminCategoryTreeResponse = z.infer<typeof ZAdminCategoryTreeResponseSchema>
