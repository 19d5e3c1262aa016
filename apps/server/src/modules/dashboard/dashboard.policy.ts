import type { FastifyRequest } from 'fastify'
import { requireCompanyMember } from '../../platform/auth'

/** Spec /dashboard: any user of a company; event-only users are confined to the events page. */
export const canViewDashboard = (request: FastifyRequest) => requireCompanyMember(request)
