/**
 * Companies from public registries (issue 30 §1; docs/decisions/055-public-registry-directory-and-claims.md): the
 * platform admin's import of INEGI's DENUE file, and "claim this profile".
 */
import { z } from 'zod'
import { zString, zUuid } from './fields'

/**
 * The columns of INEGI's DENUE CSV download (`denue_inegi_<entidad>_.csv`, "Descarga masiva"), in INEGI's order. The
 * header is matched case-insensitively (INEGI writes `tipoCenCom`, `nom_CenCom`, `tipoUniEco` in camel case).
 */
export const DENUE_COLUMNS = [
  'id',
  'clee',
  'nom_estab',
  'raz_social',
  'codigo_act',
  'nombre_act',
  'per_ocu',
  'tipo_vial',
  'nom_vial',
  'tipo_v_e_1',
  'nom_v_e_1',
  'tipo_v_e_2',
  'nom_v_e_2',
  'tipo_v_e_3',
  'nom_v_e_3',
  'numero_ext',
  'letra_ext',
  'edificio',
  'edificio_e',
  'numero_int',
  'letra_int',
  'tipo_asent',
  'nomb_asent',
  'tipoCenCom',
  'nom_CenCom',
  'num_local',
  'cod_postal',
  'cve_ent',
  'entidad',
  'cve_mun',
  'municipio',
  'cve_loc',
  'localidad',
  'ageb',
  'manzana',
  'telefono',
  'correoelec',
  'www',
  'tipoUniEco',
  'latitud',
  'longitud',
  'fecha_alta',
] as const
export type DenueColumn = (typeof DENUE_COLUMNS)[number]

/** The columns an import cannot do without; the others may be missing (older files lack `clee`, for instance). */
export const DENUE_REQUIRED_COLUMNS = ['id', 'nom_estab', 'raz_social', 'codigo_act', 'nombre_act', 'per_ocu', 'cve_ent', 'municipio', 'latitud', 'longitud'] as const satisfies readonly DenueColumn[]

/** The largest registry file accepted (INEGI's national manufacturing file, unzipped, is a few hundred MB). */
export const REGISTRY_IMPORT_MAX_BYTES = 1024 * 1024 * 1024
/** Refused cells kept per import (the count is exact). */
export const REGISTRY_IMPORT_MAX_ERRORS = 500

export const REGISTRY_SOURCES = ['denue'] as const
export type RegistrySourceKey = (typeof REGISTRY_SOURCES)[number]

export const REGISTRY_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const

export const ZRegistryImportSchema = z.object({
  id: z.string(),
  source: z.enum(REGISTRY_SOURCES),
  status: z.enum(REGISTRY_IMPORT_STATUSES),
  fileName: z.string(),
  sizeBytes: z.number(),
  encoding: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Bytes behind the committed rows: progress is bytesDone / sizeBytes. */
  bytesDone: z.number(),
  rowsDone: z.number(),
  result: z.object({ created: z.number(), updated: z.number(), unchanged: z.number(), outOfScope: z.number(), claimed: z.number(), invalid: z.number() }),
  errors: z.array(z.object({ line: z.number(), column: z.string(), code: z.string() })),
  errorCount: z.number(),
  failureCode: z.string().nullable(),
  failureDetails: z.object({ missing: z.array(z.string()).optional(), line: z.number().optional() }).nullable(),
})
export type TRegistryImport = z.infer<typeof ZRegistryImportSchema>
export const ZRegistryImportListResponseSchema = z.object({ items: z.array(ZRegistryImportSchema.omit({ errors: true })) })
export type TRegistryImportListResponse = z.infer<typeof ZRegistryImportListResponseSchema>

/** What a company page says about a registry company: where it comes from and whether it is claimed. */
export const ZCompanyRegistrySchema = z.object({
  source: z.enum(REGISTRY_SOURCES),
  activityCode: z.string(),
  activityName: z.string(),
  staffBand: z.string().nullable(),
  registeredOn: z.string().nullable(),
  /** Claimed by someone from the company: a normal company, the "not verified" mark is gone. */
  isClaimed: z.boolean(),
})
export type TCompanyRegistry = z.infer<typeof ZCompanyRegistrySchema>

/** The sign-up form's start from a registry profile: the company's registry data to prefill the 7 steps with. */
export const ZClaimStartSchema = z.object({
  companyId: z.string(),
  tradeName: z.string(),
  legalName: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  suburb: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  website: z.string().nullable(),
  sector: z.string(),
  categoryIds: z.array(z.number()),
  /** The domain an e-mail must have for the claim to be confirmed by its activation alone; null: the platform admin decides. */
  websiteDomain: z.string().nullable(),
})
export type TClaimStart = z.infer<typeof ZClaimStartSchema>

export const COMPANY_CLAIM_STATUSES = ['pending', 'confirmed', 'rejected'] as const
export const COMPANY_CLAIM_METHODS = ['email_domain', 'admin'] as const
export const CLAIM_EVIDENCE_MIN = 10
export const CLAIM_EVIDENCE_MAX = 2000

export const ZCompanyClaimSchema = z.object({
  id: z.string(),
  status: z.enum(COMPANY_CLAIM_STATUSES),
  method: z.enum(COMPANY_CLAIM_METHODS),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  evidence: z.string().nullable(),
  company: z.object({ id: z.string(), tradeName: z.string(), website: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable(), city: z.string(), state: z.string(), registryId: z.string().nullable() }),
  claimant: z.object({ name: z.string(), email: z.string(), position: z.string().nullable(), phone: z.string().nullable(), isEmailConfirmed: z.boolean() }),
  /** What the sign-up said the company is. */
  proposed: z.object({ tradeName: z.string(), legalName: z.string(), rfc: z.string().nullable(), taxId: z.string().nullable(), website: z.string().nullable() }),
})
export type TCompanyClaim = z.infer<typeof ZCompanyClaimSchema>
export const ZCompanyClaimListResponseSchema = z.object({ items: z.array(ZCompanyClaimSchema) })
export type TCompanyClaimListResponse = z.infer<typeof ZCompanyClaimListResponseSchema>

/** The platform admin confirms a claim with the evidence seen (a call to the registry's phone, a document …) or rejects it with a reason. */
export const ZDecideCompanyClaimRequestSchema = z.object({
  decision: z.enum(['confirm', 'reject']),
  evidence: zString().trim().min(CLAIM_EVIDENCE_MIN, { error: 'tooShort' }).max(CLAIM_EVIDENCE_MAX, { error: 'tooLong' }),
})
export type TDecideCompanyClaimRequest = z.infer<typeof ZDecideCompanyClaimRequestSchema>

export const ZCompanyClaimParamsSchema = z.object({ id: zUuid })

/**
 * The host of a website, lower-cased and without `www.`: "https://www.Troqueles-Ramos.com.mx/contacto" →
 * "troqueles-ramos.com.mx". Null when there is no usable host.
 */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null
  const text = website.trim()
  if (!text) return null
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase()
    const bare = host.replace(/^www\d?\./, '')
    return bare.includes('.') ? bare : null
  } catch {
    return null
  }
}

/** Whether an e-mail address is at the website's domain or one of its subdomains (ana@mx.acme.com for acme.com). */
export function isEmailAtDomain(email: string, domain: string | null): boolean {
  if (!domain) return false
  const at = email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase()
  return at === domain || at.endsWith(`.${domain}`)
}
