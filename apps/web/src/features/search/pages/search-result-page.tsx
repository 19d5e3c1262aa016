import { useMemo } from 'react'
import { Anchor, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCategory, IconMap, IconSearchOff, IconSparkles } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { TSearchCompanyCard } from '@nexo/shared'
import { CardGrid, CardGridSkeleton } from '../../../components/directory/card-grid'
import { CompanyCard } from '../../../components/directory/company-card'
import { FavouriteButton } from '../../../components/directory/favourite-button'
import { FilterLayout } from '../../../components/directory/filter-layout'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { usePageMeta } from '../../../lib/page-meta'
import { formatCount } from '../../../lib/directory/format'
import { formatLocation } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'
import { toggleValue } from '../../../lib/directory/url-params'
import { useSearchCompanies } from '../api/search-companies'
import { SearchBox } from '../../../components/directory/search-box'
import { SearchChips } from '../components/search-chips'
import { SearchFilters } from '../components/search-filters'
import { countSearchFilters, mapHref, parseSearchState, searchHref, type SearchFilterKey, type SearchState, updateSearchState } from '../utils/search-params'
import { LoadError } from '../../../components/load-error'
import { Pager } from '../../../components/pager'

function ResultCard({ company }: { company: TSearchCompanyCard }) {
  const language = useLanguage()
  return (
    <CompanyCard
      href={paths.searchDetail(company.id)}
      company={{
        id: company.id,
        name: company.tradeName,
        logoUrl: company.logoUrl,
        location: formatLocation(company, language),
        description: company.briefDescription,
        categories: company.categories.map((c) => (language === 'es' ? c.nameEs : c.nameEn)),
        certifications: company.certifications,
        isPlatinum: company.isPlatinum,
        isValidatedSupplier: company.isValidatedSupplier,
        isUnclaimedRegistry: company.isUnclaimedRegistry,
      }}
      action={<FavouriteButton type="company" id={company.id} name={company.tradeName} />}
    />
  )
}

function EmptyResults({ state, correctedQuery, onChange }: { state: SearchState; correctedQuery: string | null; onChange: (patch: Partial<SearchState>) => void }) {
  const { t } = useTranslation('search')
  const popular = t('empty.popularTerms', { returnObjects: true })
  const hasFilters = countSearchFilters(state) > 0
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconSearchOff size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {state.q ? t('empty.titleQuery', { q: state.q }) : t('empty.title')}
        </Title>
        <Text c="dimmed">{t('empty.body')}</Text>
        {correctedQuery && correctedQuery !== state.q ? (
          <Text>
            {t('empty.didYouMean')}{' '}
            <Anchor component={Link} to={searchHref(updateSearchState(state, { q: correctedQuery }))} fw={700}>
              {correctedQuery}
            </Anchor>
          </Text>
        ) : null}
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('empty.suggestions')}
          </Text>
          <Box component="ul" m={0} pl="lg">
            <li>
              <Text size="sm">{t('empty.tipWords')}</Text>
            </li>
            <li>
              <Text size="sm">{t('empty.tipLanguage')}</Text>
            </li>
            {hasFilters ? (
              <li>
                <Text size="sm">
                  {t('empty.tipFilters')}{' '}
                  <Anchor component="button" type="button" size="sm" onClick={() => onChange({ loc: [], cert: [], cat: [] })}>
                    {t('empty.removeFilters')}
                  </Anchor>
                </Text>
              </li>
            ) : null}
          </Box>
        </Stack>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('empty.popular')}
          </Text>
          {popular.map((term) => (
            <Button key={term} component={Link} to={searchHref(updateSearchState(state, { q: term, loc: [], cert: [], cat: [] }))} variant="light" size="compact-sm" radius="xl">
              {term}
            </Button>
          ))}
        </Group>
        <Anchor component={Link} to={paths.category} size="sm">
          {t('empty.browseCategories')}
        </Anchor>
      </Stack>
    </Paper>
  )
}

/** /search-result?q&loc&cert&cat&page&limit: the supplier search (spec §2). The URL is the whole state. */
export function SearchResultPage() {
  const { t } = useTranslation('search')
  const { t: tCommon } = useTranslation()
  const language = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const state = useMemo(() => parseSearchState(params), [params])
  const { t: tMeta } = useTranslation('meta')
  usePageMeta({
    title: state.q ? t('titleQuery', { q: state.q }) : t('title'),
    description: state.q ? tMeta('searchQuery', { query: state.q }) : t('description'),
  })
  const search = useSearchCompanies(state)

  // Every change is a new history entry: the back button walks back through the searches.
  const go = (next: SearchState) => void navigate(searchHref(next))
  const onChange = (patch: Partial<SearchState>) => go(updateSearchState(state, patch))
  const onToggle = (key: SearchFilterKey, value: string) => onChange({ [key]: toggleValue(state[key], value) })

  const data = search.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1

  let body
  if (search.isPending) {
    body = <CardGridSkeleton />
  } else if (search.isError) {
    body = (
      <LoadError title={t('loadFailed')} onRetry={() => void search.refetch()} />
    )
  } else if (search.data.items.length === 0) {
    body = <EmptyResults state={state} correctedQuery={search.data.correctedQuery} onChange={onChange} />
  } else {
    body = (
      <Stack gap="lg" aria-busy={search.isPlaceholderData} style={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <CardGrid>
          {search.data.items.map((company) => (
            <ResultCard key={company.id} company={company} />
          ))}
        </CardGrid>
        <Pager page={state.page} pages={pages} onChange={(page) => onChange({ page })} />
      </Stack>
    )
  }

  const title = state.q ? t('titleQuery', { q: state.q }) : t('title')
  return (
    <Page title={title} description={t('description')} size="xl">
      <Stack gap="md">
        <SearchBox key={state.q} initialValue={state.q} onSearch={(q) => onChange({ q })} placeholder={t('box.placeholder')} label={t('box.label')} />
        <SearchChips state={state} onChange={onChange} />
      </Stack>
      <FilterLayout activeCount={countSearchFilters(state)} filters={<SearchFilters facets={data?.facets} approximate={data?.facetsAreEstimates ?? false} state={state} onToggle={onToggle} />}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600} role="status" aria-live="polite">
              {data ? t(data.totalIsEstimate ? 'resultCountAbout' : 'resultCount', { count: data.total, formatted: formatCount(data.total, language) }) : tCommon('loading')}
            </Text>
            {data?.correctedQuery && data.items.length > 0 ? (
              <Group gap={4} c="dimmed">
                <IconSparkles size={14} aria-hidden />
                <Text size="sm" c="dimmed">
                  {t('corrected', { q: data.correctedQuery })}
                </Text>
              </Group>
            ) : null}
            {data?.catchingUp ? (
              <Text size="sm" c="dimmed">
                {t('catchingUp')}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            <Button component={Link} to={paths.category} variant="default" leftSection={<IconCategory size={18} aria-hidden />}>
              {t('browseCategories')}
            </Button>
            <Button component={Link} to={mapHref(state)} variant="light" leftSection={<IconMap size={18} aria-hidden />}>
              {t('viewOnMap')}
            </Button>
          </Group>
        </Group>
        {body}
      </FilterLayout>
    </Page>
  )
}
