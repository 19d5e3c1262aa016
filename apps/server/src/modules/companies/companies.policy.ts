import type { FastifyRequest } from 'fastify'
import { requireCompanyAdmin, requireCompanyMember, requirePlatformAdmin } from '../../platform/auth'

/** Any user of the company (admin or restricted) reads its profile; event-only users have no company. */
export const canViewOwnProfile = (request: FastifyRequest) => requireCompanyMember(request)

/** Spec §6: only a company admin edits the company profile; a restricted user only views. */
export const canEditOwnProfile = (request: FastifyRequest) => requireCompanyAdmin(request)

/** The "validated supplier" badge is the platform's word, so only a platform admin sets it. */
export const canSetValidatedSupplier = (request: FastifyRequest) => requirePlatformAdmin(request)

/**
 * The public company detail needs no session; what it shows depends on the caller (see
 * companies.visibility.ts), so the route reads `request.auth` when there is one.
 */
export const canViewCompanyDetail = (request: FastifyRequest) => request.auth
