import type { FastifyRequest } from 'fastify'
import { requireCompanyMember } from '../../platform/auth'
import type { MarketplaceCaller } from './marketplace.service'

/**
 * Browsing is public. `match=true` compares with the caller's company, so it needs a signed-in company member:
 * 401 UNAUTHENTICATED for visitors, 403 FORBIDDEN for users without a company (event-only, platform admin).
 */
export function marketplaceCaller(request: FastifyRequest, wantsMatch: boolean): MarketplaceCaller {
  if (wantsMatch) return { companyId: requireCompanyMember(request).companyId }
  return { companyId: request.auth?.companyId ?? null }
}
