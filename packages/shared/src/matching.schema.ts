/** Matching (issue 12): suppliers for a requirement, requirements a company could serve, partners; ADR 028. */
import { z } from 'zod'
import { LANGUAGES } from './constants'

export const ZMatchReasonSchema = z.object({
  /**
   * certified, missingCertification, process, processWithMachinery, material, tonnageFits, tonnageShort, sizeFits,
   * sizeShort, volumeFits, volumeShort, distance, beyondDistance, coverageArea, category, translation, synonym,
   * validated
   */
  kind: z.string(),
  /** In the language asked for (`lang`). */
  text: z.string(),
})
export type TMatchReason = z.infer<typeof ZMatchReasonSchema>

export const ZMatchCompanySchema = z.object({
  id: z.uuid(),
  tradeName: z.string(),
  logoUrl: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  isValidatedSupplier: z.boolean(),
})

export const ZSupplierMatchSchema = z.object({
  company: ZMatchCompanySchema,
  /** 0–100. */
  score: z.number().int().min(0).max(100),
  /** False for a capable supplier excluded by a hard constraint (listed only on request). */
  eligible: z.boolean(),
  distanceKm: z.number().int().nullable(),
  /** The distance runs from or to a city's centre, not a pin on the map ("about 120 km"). */
  distanceIsApproximate: z.boolean(),
  missingCertifications: z.array(z.string()),
  reasons: z.array(ZMatchReasonSchema),
})
export type TSupplierMatch = z.infer<typeof ZSupplierMatchSchema>

export const ZMatchRequirementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  city: z.string(),
  state: z.string(),
  type: z.string(),
  isRfq: z.boolean(),
  endDate: z.string(),
})

export const ZRequirementMatchSchema = z.object({
  requirement: ZMatchRequirementSchema,
  /** The reader's company was invited to quote on it: listed first, and said so (issue 27 §3). */
  isInvited: z.boolean(),
  score: z.number().int().min(0).max(100),
  distanceKm: z.number().int().nullable(),
  distanceIsApproximate: z.boolean(),
  reasons: z.array(ZMatchReasonSchema),
})
export type TRequirementMatch = z.infer<typeof ZRequirementMatchSchema>

export const ZMatchLangQuerySchema = z.object({
  /** Language of the reasons; the caller's interface language. */
  lang: z.enum(LANGUAGES).default('en'),
})
export type TMatchLangQuery = z.infer<typeof ZMatchLangQuerySchema>

export const ZRequirementSuppliersQuerySchema = ZMatchLangQuerySchema.extend({
  /** Also list capable suppliers that fail a hard constraint ("missing IATF 16949", beyond the distance limit). */
  includeExcluded: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
})
export type TRequirementSuppliersQuery = z.infer<typeof ZRequirementSuppliersQuerySchema>

/**
 * Suppliers a ranking left out (ADR 050): relevant but below the minimum fit (`minimumScore` of 100), and capable
 * but beyond a hard limit (a required certification, the maximum distance).
 */
export const ZMatchLeftOutSchema = z.object({
  belowMinimumFit: z.number().int().min(0),
  beyondHardLimits: z.number().int().min(0),
  minimumScore: z.number().int().min(0).max(100),
})
export type TMatchLeftOut = z.infer<typeof ZMatchLeftOutSchema>

export const ZRequirementSuppliersResponseSchema = z.object({
  items: z.array(ZSupplierMatchSchema),
  excluded: z.array(ZSupplierMatchSchema),
  leftOut: ZMatchLeftOutSchema,
})
export type TRequirementSuppliersResponse = z.infer<typeof ZRequirementSuppliersResponseSchema>

export const ZRequirementMatchesResponseSchema = z.object({ items: z.array(ZRequirementMatchSchema) })
export type TRequirementMatchesResponse = z.infer<typeof ZRequirementMatchesResponseSchema>

export const ZPartnerMatchesResponseSchema = z.object({ items: z.array(ZSupplierMatchSchema) })
export type TPartnerMatchesResponse = z.infer<typeof ZPartnerMatchesResponseSchema>

export const ZMyRequirementSuppliersResponseSchema = z.object({
  items: z.array(z.object({ requirement: ZMatchRequirementSchema, suppliers: z.array(ZSupplierMatchSchema), leftOut: ZMatchLeftOutSchema })),
})
export type TMyRequirementSuppliersResponse = z.infer<typeof ZMyRequirementSuppliersResponseSchema>

export const ZMatchIdParamsSchema = z.object({ id: z.uuid() })

/**
 * What a 0–100 score means to a reader (issue 27 §3): a label beside the number. "Strong" from 70 (trade,
 * certifications and distance all fit, most profile details given), "good" from 50, "partial" below (the minimum
 * fit to be listed at all is 30, ADR 050).
 */
export const MATCH_FIT_LEVELS = ['strong', 'good', 'partial'] as const
export type MatchFitLevel = (typeof MATCH_FIT_LEVELS)[number]
export const MATCH_FIT_MIN_SCORE: Readonly<Record<Exclude<MatchFitLevel, 'partial'>, number>> = { strong: 70, good: 50 }

export function matchFitOf(score: number): MatchFitLevel {
  return score >= MATCH_FIT_MIN_SCORE.strong ? 'strong' : score >= MATCH_FIT_MIN_SCORE.good ? 'good' : 'partial'
}
