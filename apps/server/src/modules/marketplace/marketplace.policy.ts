import type { FastifyRequest } from 'fastify'
import { companyAuthOf, POLICIES, type PolicyName } from '../../platform/policy'
import type { MarketplaceCaller } from './marketplace.service'

export const marketplacePolicies = {
  /** Browsing is public (spec §2 /marketplace). */
  browse: 'public',
} as const satisfies Record<string, PolicyName>

/**
 * A rule that depends on the query, so it cannot be the route's declared policy: `match=true` compares with the caller's company, so it needs a signed-in company member:
 * 401 UNAUTHENTICATED for visitors, 403 FORBIDDEN for users without a company (event-only, platform admin).
 */
export function marketplaceCaller(request: FastifyRequest, wantsMatch: boolean): MarketplaceCaller {
  if (wantsMatch) {
    POLICIES.companyMember(request)
    return { companyId: companyAuthOf(request).companyId }
  }
  return { companyId: request.auth?.companyId ?? null }
}
