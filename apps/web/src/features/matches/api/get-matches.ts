import { useQuery } from '@tanstack/react-query'
import {
  type Language,
  type TMyRequirementSuppliersResponse,
  type TPartnerMatchesResponse,
  type TRequirementMatchesResponse,
  ZMyRequirementSuppliersResponseSchema,
  ZPartnerMatchesResponseSchema,
  ZRequirementMatchesResponseSchema,
} from '@nexo/shared'
import { api } from '../../../lib/api-client'

export type MatchesTab = 'requirements' | 'suppliers' | 'partners'
export const MATCHES_TABS: readonly MatchesTab[] = ['requirements', 'suppliers', 'partners']

/** The tab of /matches?tab=…; anything else is the first tab. */
export function parseMatchesTab(value: string | null): MatchesTab {
  return MATCHES_TABS.includes(value as MatchesTab) ? (value as MatchesTab) : 'requirements'
}

const key = ['matching'] as const

/** GET /api/v1/matching/requirements: open requirements my company could serve, reasons in `lang`. */
export function useRequirementMatches(lang: Language) {
  return useQuery({
    queryKey: [...key, 'requirements', lang],
    queryFn: ({ signal }): Promise<TRequirementMatchesResponse> => api.get('/api/v1/matching/requirements', { query: { lang }, schema: ZRequirementMatchesResponseSchema, signal }),
  })
}

/** GET /api/v1/matching/my-requirements: my open requirements with their best suppliers. */
export function useMyRequirementSuppliers(lang: Language) {
  return useQuery({
    queryKey: [...key, 'my-requirements', lang],
    queryFn: ({ signal }): Promise<TMyRequirementSuppliersResponse> => api.get('/api/v1/matching/my-requirements', { query: { lang }, schema: ZMyRequirementSuppliersResponseSchema, signal }),
  })
}

/** GET /api/v1/matching/partners: companies with capabilities like mine. */
export function usePartnerMatches(lang: Language) {
  return useQuery({
    queryKey: [...key, 'partners', lang],
    queryFn: ({ signal }): Promise<TPartnerMatchesResponse> => api.get('/api/v1/matching/partners', { query: { lang }, schema: ZPartnerMatchesResponseSchema, signal }),
  })
}
