import type { FastifyRequest } from 'fastify'
import { requireCompanyAdmin, requireCompanyMember } from '../../platform/auth'

/** Any user of the company reads its catalogue. */
export const canViewOwnCatalogue = (request: FastifyRequest) => requireCompanyMember(request)

/** Spec §6: only a company admin adds, edits and deletes catalogue items. */
export const canManageCatalogue = (request: FastifyRequest) => requireCompanyAdmin(request)

/** Public catalogue pages: no session needed; contact fields depend on the caller (companies.visibility.ts). */
export const canViewPublicCatalogue = (request: FastifyRequest) => request.auth
