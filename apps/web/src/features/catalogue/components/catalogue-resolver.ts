import { toNestErrors } from '@hookform/resolvers'
import type { Resolver } from 'react-hook-form'
import { ZCatalogueItemRequestSchema } from '@nexo/shared'
import type { CatalogueItemBody } from '../api/save-catalogue-item'
import { type CatalogueFormValues, collectErrors, toRequest } from '../utils/item-form-values'

/**
 * Validates the form with the shared request schema (ZCatalogueItemRequestSchema): the attribute
 * rows become the request's record first, and each issue is put back on the field it came from.
 */
export const catalogueResolver: Resolver<CatalogueFormValues, unknown, CatalogueItemBody> = (values, _context, options) => {
  const { body, issues } = toRequest(values)
  const parsed = ZCatalogueItemRequestSchema.safeParse(body)
  const errors = collectErrors(issues, parsed.success ? [] : parsed.error.issues, values.attributeRows)
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} }
  return { values: {}, errors: toNestErrors(errors, options) }
}
