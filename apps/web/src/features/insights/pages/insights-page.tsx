import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { INSIGHT_CATEGORIES, type InsightCategory } from '@nexo/shared'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { SearchBox } from '../../../components/directory/search-box'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { Pager } from '../../../components/pager'
import { paths, withQuery } from '../../../config/paths'
import { formatCount } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { usePageMeta } from '../../../lib/page-meta'
import { useInsightList } from '../api/insights'
import { InsightCard } from '../components/insight-card'
import { insightListState } from '../utils/list-state'

const isCategory = (value: string | null): value is InsightCategory => (INSIGHT_CATEGORIES as readonly string[]).includes(value ?? '')

/** Page number of `/insighs/:page`; anything else is page 1. */
function pageOf(value: string | undefined): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : 1
}

/** /insighs/:page: the insights blog, with search, a topic filter, the results count and page links. */
export function InsightsPage() {
  const { t } = useTranslation('insights')
  const language = useLanguage()
  const navigate = useNavigate()
  const params = useParams()
  const [searchParams] = useSearchParams()
  const page = pageOf(params.page)
  const q = searchParams.get('q')?.trim() ?? ''
  const categoryParam = searchParams.get('category')
  const category = isCategory(categoryParam) ? categoryParam : null
  usePageMeta({ title: t('title'), description: t('description') })

  const query = useInsightList({ page, q, category, lang: language })
  // Filters live in the query string and the page in the path, so a shared link shows the same list.
  const go = (next: { page?: number; q?: string; category?: InsightCategory | null }) =>
    navigate(withQuery(paths.insights(next.page ?? 1), { q: next.q ?? q, category: next.category === undefined ? category : next.category }))

  const total = query.data?.total ?? 0
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.limit)) : 1
  const isFiltered = q !== '' || category !== null
  const listState = query.data ? insightListState(query.data, isFiltered) : null

  return (
    <Page title={t('title')} description={t('description')} size="lg">
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <div style={{ flex: '1 1 320px' }}>
            <SearchBox key={q} initialValue={q} onSearch={(value) => go({ q: value })} placeholder={t('searchPlaceholder')} label={t('searchLabel')} />
          </div>
          <Select
            aria-label={t('categoryLabel')}
            size="md"
            data={[{ value: '', label: t('allCategories') }, ...INSIGHT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))]}
            value={category ?? ''}
            onChange={(value) => go({ category: isCategory(value) ? value : null })}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        <Group justify="space-between" gap="xs" mih={30}>
          <Text role="status" aria-live="polite" fw={600}>
            {query.data ? `${t('results', { count: total, formatted: formatCount(total, language) })}${q ? ` ${t('resultsFor', { q })}` : ''}` : ''}
          </Text>
          {isFiltered ? (
            <Button variant="subtle" size="compact-sm" onClick={() => navigate(paths.insights(1))}>
              {t('clear')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={220} radius="lg" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <LoadError title={t('loadFailed')} onRetry={() => void query.refetch()} />
      ) : listState?.kind === 'pastEnd' ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="md">
            <Text ta="center" c="dimmed">
              {t('pastEnd', { page, count: listState.lastPage, total: formatCount(total, language) })}
            </Text>
            <Button component={Link} variant="light" to={withQuery(paths.insights(listState.lastPage), { q, category })}>
              {t('pastEndAction', { last: listState.lastPage })}
            </Button>
          </Stack>
        </Paper>
      ) : listState?.kind === 'empty' || listState?.kind === 'emptyAll' ? (
        <Paper withBorder radius="lg" p="xl">
          <Text ta="center" c="dimmed">
            {t(listState.kind)}
          </Text>
        </Paper>
      ) : (
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {query.data.items.map((post) => (
              <InsightCard key={post.id} post={post} language={language} />
            ))}
          </SimpleGrid>
          <Pager page={page} pages={pages} onChange={(next) => go({ page: next })} />
        </Stack>
      )}
    </Page>
  )
}
