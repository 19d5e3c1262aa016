import { useTranslation } from '../../../lib/i18n-react'
import { ActiveFilterChips } from '../../../components/directory/active-filter-chips'
import { SEARCH_FILTER_KEYS, type SearchState } from '../utils/search-params'
import { useFacetLabels } from './use-facet-labels'

interface SearchChipsProps {
  state: SearchState
  onChange: (patch: Partial<SearchState>) => void
}

/** Chips of the query and every active filter, each removable; "clear all" keeps nothing. */
export function SearchChips({ state, onChange }: SearchChipsProps) {
  const { t } = useTranslation('search')
  const labels = useFacetLabels()
  const chips = [
    ...(state.q ? [{ key: 'q', label: t('chips.query', { q: state.q }), onRemove: () => onChange({ q: '' }) }] : []),
    ...SEARCH_FILTER_KEYS.flatMap((key) =>
      state[key].map((value) => ({
        key: `${key}:${value}`,
        label: labels[key](value),
        onRemove: () => onChange({ [key]: state[key].filter((v) => v !== value) }),
      })),
    ),
  ]
  return <ActiveFilterChips chips={chips} onClearAll={() => onChange({ q: '', loc: [], cert: [], cat: [] })} />
}
