import type { FieldError } from 'react-hook-form'
import { CATALOGUE_CURRENCIES, type CatalogueItemKind, type TCatalogueItem, type TCatalogueItemRequest, V } from '@nexo/shared'
import type { UploadedFile } from '../../../components/file-upload-field'

/** One name → value row of the attributes editor. */
export interface AttributeRow {
  key: string
  value: string
}

/** What the product/service form holds: the request's fields as typed, attributes as rows, file details for display. */
export interface CatalogueFormValues {
  kind: CatalogueItemKind
  title: string
  briefDescription: string
  detailedDescription: string
  categoryId: number | null
  family: string
  quantity: string
  /** What the user typed; the shared schema reads it as a number. */
  price: number | string
  currency: (typeof CATALOGUE_CURRENCIES)[number]
  phone: string
  email: string
  imageFileId: string | null
  image: UploadedFile | null
  datasheetFileId: string | null
  datasheet: UploadedFile | null
  attributeRows: AttributeRow[]
}

export const EMPTY_CATALOGUE_FORM: CatalogueFormValues = {
  kind: 'product',
  title: '',
  briefDescription: '',
  detailedDescription: '',
  categoryId: null,
  family: '',
  quantity: '',
  price: '',
  currency: 'MXN',
  phone: '',
  email: '',
  imageFileId: null,
  image: null,
  datasheetFileId: null,
  datasheet: null,
  attributeRows: [],
}

/** The stored attributes as editable rows, in their stored order. */
export function rowsFromAttributes(attributes: Readonly<Record<string, string>>): AttributeRow[] {
  return Object.entries(attributes).map(([key, value]) => ({ key, value }))
}

/** A row problem the record form of the request cannot express (so the schema never sees it). */
export interface RowIssue {
  index: number
  field: 'key' | 'value'
  message: string
}

/**
 * Rows → the request's `attributes` record. Blank rows are dropped; a value without a name is
 * "required" and a repeated name (any case) "duplicate", because a record would silently lose them.
 */
export function attributesFromRows(rows: readonly AttributeRow[]): { attributes: Record<string, string>; issues: RowIssue[] } {
  const attributes: Record<string, string> = {}
  const issues: RowIssue[] = []
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    const key = row.key.trim()
    const value = row.value.trim()
    if (!key && !value) return
    if (!key) {
      issues.push({ index, field: 'key', message: V.required })
      return
    }
    if (seen.has(key.toLowerCase())) {
      issues.push({ index, field: 'key', message: V.duplicate })
      return
    }
    seen.add(key.toLowerCase())
    attributes[key] = value
  })
  return { attributes, issues }
}

/** The request body (before the shared schema parses it) from the form. */
export function toRequest(values: CatalogueFormValues): { body: TCatalogueItemRequest; issues: RowIssue[] } {
  const { attributes, issues } = attributesFromRows(values.attributeRows)
  const body = {
    kind: values.kind,
    title: values.title,
    briefDescription: values.briefDescription,
    detailedDescription: values.detailedDescription,
    categoryId: values.categoryId as number,
    family: values.family,
    quantity: values.quantity,
    price: values.price,
    currency: values.currency,
    phone: values.phone,
    email: values.email,
    imageFileId: values.imageFileId,
    datasheetFileId: values.datasheetFileId,
    attributes,
  }
  return { body, issues }
}

/**
 * The form field behind an issue path of the request (client or server): attribute issues
 * (`attributes.<name>`) land on the row holding that name, on its name for an invalid key.
 */
export function formPathOf(path: readonly (string | number)[], code: string | undefined, rows: readonly AttributeRow[]): string {
  if (path[0] !== 'attributes') return path.join('.')
  const key = path[1]
  if (key === undefined) return 'attributeRows'
  const index = rows.findIndex((row) => row.key.trim() === String(key))
  if (index < 0) return 'attributeRows'
  return `attributeRows.${index}.${code === 'invalid_key' ? 'key' : 'value'}`
}

/** The edit form starts from the stored item. */
export function itemToFormValues(item: TCatalogueItem): CatalogueFormValues {
  return {
    kind: item.kind,
    title: item.title,
    briefDescription: item.briefDescription,
    detailedDescription: item.detailedDescription,
    categoryId: item.categoryId,
    family: item.family ?? '',
    quantity: item.quantity ?? '',
    price: item.price,
    currency: (CATALOGUE_CURRENCIES as readonly string[]).includes(item.currency) ? (item.currency as CatalogueFormValues['currency']) : 'MXN',
    phone: item.phone ?? '',
    email: item.email,
    imageFileId: item.imageFileId,
    image: item.image ? { fileId: item.image.fileId, url: item.image.url, name: item.image.originalName, mimeType: item.image.mimeType, sizeBytes: item.image.sizeBytes } : null,
    datasheetFileId: item.datasheetFileId,
    datasheet: item.datasheet
      ? { fileId: item.datasheet.fileId, url: item.datasheet.url, name: item.datasheet.originalName, mimeType: item.datasheet.mimeType, sizeBytes: item.datasheet.sizeBytes }
      : null,
    attributeRows: rowsFromAttributes(item.attributes),
  }
}

/** Flat field errors ("attributeRows.0.key" → error) from row issues and schema issues; the first per field wins. */
export function collectErrors(
  rowIssues: readonly RowIssue[],
  schemaIssues: readonly { path: readonly PropertyKey[]; code?: string; message: string }[],
  rows: readonly AttributeRow[],
): Record<string, FieldError> {
  const out: Record<string, FieldError> = {}
  for (const issue of rowIssues) out[`attributeRows.${issue.index}.${issue.field}`] ??= { type: 'custom', message: issue.message }
  for (const issue of schemaIssues) {
    const path = formPathOf(
      issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
      issue.code,
      rows,
    )
    out[path] ??= { type: issue.code ?? 'custom', message: issue.message }
  }
  return out
}
