import { useQuery } from '@tanstack/react-query'
import { membershipQueryOptions } from '../../../lib/plan-rights'

// The query lives in lib/plan-rights.ts: the pages that say what the plan allows share its answer (ADR 052).
export { getMembership, membershipKey, membershipQueryOptions } from '../../../lib/plan-rights'

export function useMembership(enabled: boolean) {
  return useQuery({ ...membershipQueryOptions(), enabled })
}
