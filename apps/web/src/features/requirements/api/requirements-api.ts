import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  ZCertificationListResponseSchema,
  ZCompanyProfileResponseSchema,
  ZInvitedCompanySchema,
  ZInviteOptionsResponseSchema,
  ZMyRequirementListResponseSchema,
  ZOwnRequirementMatchesResponseSchema,
  ZQuoteComparisonResponseSchema,
  ZQuoteDetailSchema,
  ZRequirementCardSchema,
  ZRequirementDetailSchema,
  ZRequirementListResponseSchema,
  type RequirementListStatus,
  type RequirementStatus,
  type Language,
  type RequirementType,
  type TRequirementRequest,
} from '@nexo/shared'
import { api } from '../../../lib/api-client'
import type { CompanyPlace } from '../utils/location'

export const requirementsKey = ['requirements'] as const

export interface RequirementFilters {
  q?: string
  categoryId?: number
  /** The public list: open ones when left out (the server's default), or `all`. My list: every state when left out. */
  status?: RequirementListStatus
  type?: RequirementType
  certificationId?: number
  page: number
}

const query = (f: RequirementFilters) => ({ q: f.q || undefined, categoryId: f.categoryId, status: f.status, type: f.type, certificationId: f.certificationId, page: f.page, limit: 12 })

/** GET /api/v1/requirements: the public list. */
export function useRequirementList(filters: RequirementFilters, viewerKey: string) {
  return useQuery({
    queryKey: [...requirementsKey, 'public', viewerKey, filters],
    queryFn: ({ signal }) => api.get('/api/v1/requirements', { query: query(filters), schema: ZRequirementListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
}

/** GET /api/v1/company/requirements: my company's. */
export function useMyRequirements(filters: Omit<RequirementFilters, 'certificationId' | 'status'> & { status?: RequirementStatus }) {
  return useQuery({
    queryKey: [...requirementsKey, 'mine', filters],
    queryFn: ({ signal }) => api.get('/api/v1/company/requirements', { query: query(filters), schema: ZMyRequirementListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
}

export const requirementDetailOptions = (id: string) =>
  queryOptions({
    queryKey: [...requirementsKey, 'detail', id],
    queryFn: ({ signal }) => api.get(`/api/v1/requirements/${encodeURIComponent(id)}`, { schema: ZRequirementDetailSchema, signal }),
    // 401/403/404 are answers the page explains, not failures to retry.
    retry: false,
  })

export function useRequirementDetail(id: string, enabled = true) {
  return useQuery({ ...requirementDetailOptions(id), enabled, meta: { silent: true } })
}

/**
 * GET /api/v1/requirements/{id}/card: the card as the list shows it, with what the reader may do (ADR 052), for the
 * page of a requirement the reader cannot open: its title and place stay beside the way forward.
 */
export function useRequirementCard(id: string, viewerKey: string, enabled: boolean) {
  return useQuery({
    queryKey: [...requirementsKey, 'card', viewerKey, id],
    queryFn: ({ signal }) => api.get(`/api/v1/requirements/${encodeURIComponent(id)}/card`, { schema: ZRequirementCardSchema, signal }),
    enabled,
    retry: false,
    meta: { silent: true },
  })
}

const ZIdResponse = z.object({ id: z.string() })

export function useSaveRequirement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TRequirementRequest }) =>
      id ? api.put(`/api/v1/company/requirements/${encodeURIComponent(id)}`, body, { schema: ZIdResponse }) : api.post('/api/v1/company/requirements', body, { schema: ZIdResponse }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requirementsKey }),
  })
}

export function useMarkCovered() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/v1/company/requirements/${encodeURIComponent(id)}/cover`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requirementsKey }),
  })
}

const ZInvitations = z.object({ items: z.array(ZInvitedCompanySchema) })

export function useInvite(requirementId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ companyId, remove }: { companyId: string; remove?: boolean }) =>
      remove
        ? api.delete(`/api/v1/company/requirements/${encodeURIComponent(requirementId)}/invitations/${encodeURIComponent(companyId)}`, { schema: ZInvitations })
        : api.post(`/api/v1/company/requirements/${encodeURIComponent(requirementId)}/invitations`, { companyId }, { schema: ZInvitations }),
    // The page's detail, its matches and the picker all show who is invited.
    onSuccess: () =>
      Promise.all(['detail', 'matches', 'invite-options'].map((part) => queryClient.invalidateQueries({ queryKey: [...requirementsKey, part, requirementId] }))),
  })
}

/**
 * GET /api/v1/company/requirements/{id}/matches: my requirement's best suppliers (the matching ranking) with reasons
 * in `lang` and whether each was invited. The first answer after a start can take seconds (ranking, cached after).
 */
export function useOwnRequirementMatches(requirementId: string, lang: Language, limit: number) {
  return useQuery({
    queryKey: [...requirementsKey, 'matches', requirementId, lang, limit],
    queryFn: ({ signal }) =>
      api.get(`/api/v1/company/requirements/${encodeURIComponent(requirementId)}/matches`, { query: { lang, limit }, schema: ZOwnRequirementMatchesResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
}

/**
 * GET /api/v1/company/requirements/{id}/invite-options: with no text, the requirement's matched suppliers; with a
 * name, matched namesakes first, then the directory's companies, each with place, sector and logo (issue 27 §2).
 */
export function useInviteOptions(requirementId: string, q: string, lang: Language, enabled: boolean) {
  return useQuery({
    queryKey: [...requirementsKey, 'invite-options', requirementId, lang, q.trim()],
    queryFn: ({ signal }) =>
      api.get(`/api/v1/company/requirements/${encodeURIComponent(requirementId)}/invite-options`, { query: { q: q.trim(), lang }, schema: ZInviteOptionsResponseSchema, signal }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
}

export function useCertificationList() {
  return useQuery({
    queryKey: ['certifications'],
    // Same list (and key) as the company profile's: retired ones included, marked; forms offer only active ones.
    queryFn: ({ signal }) => api.get('/api/v1/certifications', { query: { includeRetired: 'true' }, schema: ZCertificationListResponseSchema, signal }).then((data) => data.items),
    staleTime: 60 * 60 * 1000,
  })
}

/**
 * GET /api/v1/company/profile, read for the company's address and point only: the requirement form suggests that
 * point for a requirement in the company's city. Same key as the profile editor's query, so it is fetched once.
 */
export function useCompanyPlace() {
  return useQuery({
    queryKey: ['company-profile'] as const,
    queryFn: ({ signal }) => api.get('/api/v1/company/profile', { schema: ZCompanyProfileResponseSchema, signal }),
    select: (profile): CompanyPlace => ({ country: profile.address.country, state: profile.address.state, city: profile.address.city, latitude: profile.address.latitude, longitude: profile.address.longitude }),
    // Only a convenience: without it the form still suggests known cities' centres.
    meta: { silent: true },
    retry: false,
  })
}

/** GET /api/v1/company/requirements/{id}/comparison */
export function useComparison(requirementId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...requirementsKey, 'comparison', requirementId],
    queryFn: ({ signal }) => api.get(`/api/v1/company/requirements/${encodeURIComponent(requirementId)}/comparison`, { schema: ZQuoteComparisonResponseSchema, signal }),
    enabled,
    meta: { silent: true },
  })
}

/** Accept or reject one quote of my requirement (POST /api/v1/quotes/{id}/{decision}). */
export function useDecideQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ quoteId, decision }: { quoteId: string; decision: 'accept' | 'reject' }) =>
      api.post(`/api/v1/quotes/${encodeURIComponent(quoteId)}/${decision}`, undefined, { schema: ZQuoteDetailSchema }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: requirementsKey }), queryClient.invalidateQueries({ queryKey: ['quotes'] })]),
  })
}
