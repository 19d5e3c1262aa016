import { useMemo } from 'react'
import { Alert, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core'
import { IconList } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { FilterLayout } from '../../../components/directory/filter-layout'
import { Page } from '../../../components/page'
import { usePageMeta } from '../../../lib/page-meta'
import { formatCount } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { toggleValue } from '../../../lib/directory/url-params'
import { usePublicConfig } from '../../../lib/public-config'
import { useMapPoints } from '../api/get-map-points'
import { useSearchCompanies } from '../api/search-companies'
import { CompanyMap, LEGEND_PIN_CLASS, MAP_PIN_URL, PLATINUM_PIN_CLASS } from '../components/company-map'
import { SearchBox } from '../../../components/directory/search-box'
import { SearchChips } from '../components/search-chips'
import { SearchFilters } from '../components/search-filters'
import { countSearchFilters, mapHref, parseSearchState, searchHref, type SearchFilterKey, type SearchState, updateSearchState } from '../utils/search-params'
import { LoadError } from '../../../components/load-error'

function Legend() {
  const { t } = useTranslation('search')
  return (
    <Group gap="md" aria-label={t('map.legend')} role="group">
      <Group gap={6}>
        <Box component="img" src={MAP_PIN_URL} alt="" className={LEGEND_PIN_CLASS} />
        <Text size="sm">{t('map.legendCompany')}</Text>
      </Group>
      <Group gap={6}>
        <Box component="img" src={MAP_PIN_URL} alt="" className={`${LEGEND_PIN_CLASS} ${PLATINUM_PIN_CLASS}`} />
        <Text size="sm">{t('map.legendPlatinum')}</Text>
      </Group>
    </Group>
  )
}

/** /map?q&loc&cert&cat: the search's companies on a map with clustered pins (spec §2). */
export function MapPage() {
  const { t } = useTranslation('search')
  usePageMeta({ title: t('map.title'), description: t('map.description') })
  const { t: tCommon } = useTranslation()
  const language = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const state = useMemo(() => parseSearchState(params), [params])
  const config = usePublicConfig()
  const points = useMapPoints(state)
  // The facet counts come from the result search (one result is enough: only the facets are used).
  const facets = useSearchCompanies({ ...state, page: 1, limit: 1 })

  const onChange = (patch: Partial<SearchState>) => void navigate(mapHref(updateSearchState(state, patch)))
  const onToggle = (key: SearchFilterKey, value: string) => onChange({ [key]: toggleValue(state[key], value) })

  let map
  if (points.isError) {
    map = (
      <LoadError title={t('map.loadFailed')} onRetry={() => void points.refetch()} />
    )
  } else if (!config.data || points.isPending) {
    map = <Skeleton h={480} radius="lg" />
  } else {
    map = <CompanyMap points={points.data.points} tileUrl={config.data.mapTileUrl} attribution={config.data.mapAttribution} />
  }

  const shown = points.data?.points.length ?? 0
  const total = points.data?.total ?? 0
  return (
    <Page title={t('map.title')} description={t('map.description')} size="xl">
      <Stack gap="md">
        <SearchBox key={state.q} initialValue={state.q} onSearch={(q) => onChange({ q })} placeholder={t('box.placeholder')} label={t('box.label')} />
        <SearchChips state={state} onChange={onChange} />
      </Stack>
      <FilterLayout activeCount={countSearchFilters(state)} filters={<SearchFilters facets={facets.data?.facets} approximate={facets.data?.facetsAreEstimates ?? false} state={state} onToggle={onToggle} />}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Text fw={600} role="status" aria-live="polite">
              {points.data
                ? shown < total
                  ? t('map.countCapped', { shown: formatCount(shown, language), total: formatCount(total, language) })
                  : t('map.count', { count: total, formatted: formatCount(total, language) })
                : tCommon('loading')}
            </Text>
            <Legend />
          </Stack>
          <Button component={Link} to={searchHref({ ...state, page: 1 })} variant="light" leftSection={<IconList size={18} aria-hidden />}>
            {t('map.viewList')}
          </Button>
        </Group>
        {points.data && total === 0 ? (
          <Alert variant="light" color="gray" title={t('map.emptyTitle')}>
            {t('map.emptyBody')}
          </Alert>
        ) : null}
        {map}
      </FilterLayout>
    </Page>
  )
}
