/**
 * SAT article 69-B (issue 28 §1; docs/decisions/056-sat-69b-list.md): the platform admin's import of SAT's
 * "Listado completo 69-B" and what the platform says about a company whose RFC is on it.
 */
import { z } from 'zod'

/**
 * The columns of SAT's `Listado_Completo_69-B.csv`, in SAT's order. The file starts with one or two lines of prose
 * ("Información actualizada al …", the list's title) before this header; headers are matched without case, accents
 * or punctuation (SAT has written them with and without accents, "No" and "No.").
 */
export const SAT69B_COLUMNS = [
  'No',
  'RFC',
  'Nombre del Contribuyente',
  'Situación del contribuyente',
  'Número y fecha de oficio global de presunción SAT',
  'Publicación página SAT presuntos',
  'Número y fecha de oficio global de presunción DOF',
  'Publicación DOF presuntos',
  'Número y fecha de oficio global de contribuyentes que desvirtuaron SAT',
  'Publicación página SAT desvirtuados',
  'Número y fecha de oficio global de contribuyentes que desvirtuaron DOF',
  'Publicación DOF desvirtuados',
  'Número y fecha de oficio global de definitivos SAT',
  'Publicación página SAT definitivos',
  'Número y fecha de oficio global de definitivos DOF',
  'Publicación DOF definitivos',
  'Número y fecha de oficio global de sentencia favorable SAT',
  'Publicación página SAT sentencia favorable',
  'Número y fecha de oficio global de sentencia favorable DOF',
  'Publicación DOF sentencia favorable',
] as const
export type Sat69bColumn = (typeof SAT69B_COLUMNS)[number]
/** Without these the file is not the list. */
export const SAT69B_REQUIRED_COLUMNS = ['RFC', 'Nombre del Contribuyente', 'Situación del contribuyente'] as const satisfies readonly Sat69bColumn[]

/** A column name as compared: lower case, no accents, letters and digits only. */
export function sat69bColumnKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** The four situations of the list, as SAT writes them (Presunto, Desvirtuado, Definitivo, Sentencia Favorable). */
export const SAT69B_SITUATIONS = ['presunto', 'desvirtuado', 'definitivo', 'sentencia_favorable'] as const
export type Sat69bSituation = (typeof SAT69B_SITUATIONS)[number]
/** The situations that flag a company: presumed or confirmed to invoice non-existent operations. */
export const SAT69B_FLAGGED_SITUATIONS = ['presunto', 'definitivo'] as const satisfies readonly Sat69bSituation[]
export function isSat69bFlagged(situation: Sat69bSituation): boolean {
  return (SAT69B_FLAGGED_SITUATIONS as readonly string[]).includes(situation)
}

/** The largest list file accepted (SAT's complete list is a few MB: about 14,000 rows). */
export const SAT69B_IMPORT_MAX_BYTES = 64 * 1024 * 1024
/** Refused cells kept per import (the count is exact). */
export const SAT69B_IMPORT_MAX_ERRORS = 500

export const SAT69B_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const

export const ZSat69bImportSchema = z.object({
  id: z.string(),
  status: z.enum(SAT69B_IMPORT_STATUSES),
  fileName: z.string(),
  sizeBytes: z.number(),
  encoding: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Bytes behind the committed rows: progress is bytesDone / sizeBytes. */
  bytesDone: z.number(),
  rowsDone: z.number(),
  /** Whether this import is the list in force (the newest import that finished). */
  isCurrent: z.boolean(),
  result: z.object({
    /** Valid rows, by situation. */
    listed: z.number(),
    presunto: z.number(),
    desvirtuado: z.number(),
    definitivo: z.number(),
    sentenciaFavorable: z.number(),
    invalid: z.number(),
    /** Companies of the directory whose RFC is on this list as presunto or definitivo (known once it finished). */
    flaggedCompanies: z.number(),
  }),
  errors: z.array(z.object({ line: z.number(), column: z.string(), code: z.string() })),
  errorCount: z.number(),
  failureCode: z.string().nullable(),
  failureDetails: z.object({ missing: z.array(z.string()).optional(), line: z.number().optional() }).nullable(),
})
export type TSat69bImport = z.infer<typeof ZSat69bImportSchema>
export const ZSat69bImportListResponseSchema = z.object({ items: z.array(ZSat69bImportSchema.omit({ errors: true })) })
export type TSat69bImportListResponse = z.infer<typeof ZSat69bImportListResponseSchema>

/** A company's entry on the list in force. `since`: the publication date of its situation (DOF first, else SAT's page). */
export const ZSat69bListingSchema = z.object({
  situation: z.enum(SAT69B_SITUATIONS),
  since: z.string().nullable(),
  /** The name SAT lists for the RFC. */
  listedName: z.string(),
  isFlagged: z.boolean(),
})
export type TSat69bListing = z.infer<typeof ZSat69bListingSchema>

/** The platform admin's list of companies found on the list. */
export const ZSat69bFlaggedCompanySchema = ZSat69bListingSchema.extend({
  companyId: z.string(),
  tradeName: z.string(),
  rfc: z.string(),
  /** When the platform first found the company on the list in its current situation. */
  foundAt: z.string(),
})
export type TSat69bFlaggedCompany = z.infer<typeof ZSat69bFlaggedCompanySchema>
export const ZSat69bFlaggedListQuerySchema = z.object({ scope: z.enum(['flagged', 'all']).default('flagged') })
export const ZSat69bFlaggedListResponseSchema = z.object({ items: z.array(ZSat69bFlaggedCompanySchema), total: z.number() })
export type TSat69bFlaggedListResponse = z.infer<typeof ZSat69bFlaggedListResponseSchema>

/** GET /company/sat-69b: the caller's company on the list in force (null when it is not on it). */
export const ZOwnSat69bResponseSchema = z.object({ listing: ZSat69bListingSchema.nullable() })
export type TOwnSat69bResponse = z.infer<typeof ZOwnSat69bResponseSchema>
