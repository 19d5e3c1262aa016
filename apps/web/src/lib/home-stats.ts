import { useQuery } from '@tanstack/react-query'
import type { Language, THomeStats } from '@nexo/shared'
import { api } from './api-client'
import { formatCount, formatPercent } from './directory/format'

/** GET /api/v1/stats/home: the directory's figures, counted by the server (cached there for a minute). */
export function useHomeStats() {
  return useQuery({
    queryKey: ['stats', 'home'],
    // The home page is a first visit's page: its schema (and zod) load beside the request, not before the paint.
    queryFn: ({ signal }): Promise<THomeStats> => api.get('/api/v1/stats/home', { loadSchema: () => import('@nexo/shared/insights.schema').then((m) => m.ZHomeStatsSchema), signal }),
    staleTime: 60_000,
    meta: { silent: true },
  })
}

/** The figures as texts in the interface language ("7,512", "87 %"), or a placeholder while they load. */
export function formatHomeStats(stats: THomeStats | undefined, language: Language, placeholder = '…') {
  if (!stats) return { companies: placeholder, buyers: placeholder, contacts: placeholder, currentShare: placeholder }
  return {
    companies: formatCount(stats.companies, language),
    buyers: formatCount(stats.buyers, language),
    contacts: formatCount(stats.contacts, language),
    currentShare: formatPercent(stats.currentShare, language),
  }
}
