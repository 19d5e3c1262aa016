import type { FastifyRequest } from 'fastify'
import { requireCompanyAdmin, requireCompanyMember } from '../../platform/auth'

/** Spec §6: any company user (admin or restricted) may list and view the company's users. */
export const canViewCompanyUsers = (request: FastifyRequest) => requireCompanyMember(request)

/** Spec §6: only a company admin creates, edits and deletes users; a restricted user only views. */
export const canManageCompanyUsers = (request: FastifyRequest) => requireCompanyAdmin(request)
