import type { FastifyRequest } from 'fastify'
import { requirePlatformAdmin } from '../../platform/auth'

/** The admin console is for platform administrators only (issue 4): everyone else gets 403. */
export const canUseAdminConsole = (request: FastifyRequest) => requirePlatformAdmin(request)
