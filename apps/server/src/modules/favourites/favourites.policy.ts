import type { FastifyRequest } from 'fastify'
import { requireCompanyMember } from '../../platform/auth'

/** Favourites are per user, for any user of a company (admin or restricted); not for event-only accounts. */
export const canUseFavourites = (request: FastifyRequest) => requireCompanyMember(request)
