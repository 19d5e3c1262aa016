import { Divider, Skeleton, Stack, Text } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import type { TSearchFacets } from '@nexo/shared'
import { buildFacetOptions } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'
import { SEARCH_FILTER_KEYS, type SearchFilterKey, type SearchState } from '../utils/search-params'
import { FacetGroup } from './facet-group'
import { useFacetLabels } from './use-facet-labels'

interface SearchFiltersProps {
  facets: TSearchFacets | undefined
  /** The counts were estimated (more matches than the server counts exactly): shown as "about". */
  approximate?: boolean
  state: SearchState
  onToggle: (key: SearchFilterKey, value: string) => void
}

/** The facet sidebar of /search-result and /map: location, certification and category, with counts. */
export function SearchFilters({ facets, approximate = false, state, onToggle }: SearchFiltersProps) {
  const { t } = useTranslation('search')
  const language = useLanguage()
  const labels = useFacetLabels()
  if (!facets) {
    return (
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} height={16} width={i % 3 === 0 ? '50%' : '90%'} />
        ))}
      </Stack>
    )
  }
  return (
    <Stack gap="md">
      {approximate ? (
        <Text size="xs" c="dimmed">
          {t('facets.approximate')}
        </Text>
      ) : null}
      {SEARCH_FILTER_KEYS.map((key, index) => (
        <Stack key={key} gap="md">
          {index > 0 ? <Divider /> : null}
          <FacetGroup
            title={t(`facets.${key}`)}
            options={buildFacetOptions(facets[key], state[key], labels[key], language)}
            approximate={approximate}
            onToggle={(value) => onToggle(key, value)}
          />
        </Stack>
      ))}
    </Stack>
  )
}
