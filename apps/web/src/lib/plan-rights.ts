import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TMembershipOverview, ZMembershipOverviewSchema } from '@nexo/shared'
import { api } from './api-client'
import { useSession } from './session'

/** GET /api/v1/membership: the company's plan now, Platinum's price plus VAT and its plan requests. */
export function getMembership(signal?: AbortSignal): Promise<TMembershipOverview> {
  return api.get('/api/v1/membership', { schema: ZMembershipOverviewSchema, signal })
}

export const membershipKey = ['membership'] as const

/** One query for the membership page and for every page that says what the plan allows (ADR 052). */
export const membershipQueryOptions = () => queryOptions({ queryKey: [...membershipKey, 'overview'], queryFn: ({ signal }) => getMembership(signal) })

export interface PlanRights {
  /** False until the plan is known (a visitor's is known at once: none). */
  isKnown: boolean
  /** A company user whose company has an active Platinum or Gold membership. */
  hasPlatinum: boolean
  /** A company user whose company has no paid plan in force (ADR 052's "free company"). */
  isFree: boolean
}

/**
 * What the signed-in company's plan allows, read from the server's answer rather than the profile stored at sign-in
 * (an admin may have activated a plan since). The pages use it only to say a rule before the effort; the server
 * decides (ADR 052).
 */
export function usePlanRights(): PlanRights {
  const { isAuthenticated, userType } = useSession()
  const isCompany = isAuthenticated && userType === 'company'
  const overview = useQuery({ ...membershipQueryOptions(), enabled: isCompany, staleTime: 60_000, meta: { silent: true } })
  if (!isCompany) return { isKnown: true, hasPlatinum: false, isFree: false }
  if (!overview.data) return { isKnown: false, hasPlatinum: false, isFree: false }
  const hasPlatinum = overview.data.current.hasPlatinumRights
  return { isKnown: true, hasPlatinum, isFree: !hasPlatinum }
}
