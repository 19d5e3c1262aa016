import { MultiSelect, Stack, Switch, TagsInput, Text } from '@mantine/core'
import { HintTooltip } from '../../../components/hint-tooltip'
import { useTranslation } from '../../../lib/i18n-react'
import { SEARCH_FILTER_MAX_VALUES } from '@nexo/shared'
import { useCategoryList } from '../../../lib/category-list'
import { useLanguage } from '../../../lib/directory/use-language'
import { categorySlugOptions, stateOptions } from '../utils/filter-options'
import { type MarketplaceState, normalizeMaterial } from '../utils/marketplace-params'

interface MarketplaceFiltersProps {
  state: MarketplaceState
  onChange: (patch: Partial<MarketplaceState>) => void
  /** A company member may ask for "matches for my company"; visitors and others may not. */
  canMatch: boolean
}

/** The marketplace filters: state, category, materials, "added this week", "matches for my company". */
export function MarketplaceFilters({ state, onChange, canMatch }: MarketplaceFiltersProps) {
  const { t } = useTranslation('marketplace')
  const language = useLanguage()
  const categories = useCategoryList()

  const matchSwitch = (
    <Switch
      label={t('filters.match')}
      description={canMatch ? t('filters.matchHint') : undefined}
      checked={canMatch && state.match}
      disabled={!canMatch}
      onChange={(event) => onChange({ match: event.currentTarget.checked })}
    />
  )

  return (
    <Stack gap="md">
      <MultiSelect
        label={t('filters.state')}
        placeholder={state.loc.length === 0 ? t('filters.statePlaceholder') : undefined}
        data={stateOptions(language)}
        value={state.loc}
        onChange={(loc) => onChange({ loc })}
        searchable
        clearable
        maxValues={SEARCH_FILTER_MAX_VALUES}
        nothingFoundMessage={t('filters.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t('filters.category')}
        placeholder={state.cat.length === 0 ? t('filters.categoryPlaceholder') : undefined}
        data={categories.data ? categorySlugOptions(categories.data, language, (name) => t('filters.allOf', { name })) : []}
        value={state.cat}
        onChange={(cat) => onChange({ cat })}
        searchable
        clearable
        disabled={!categories.data}
        maxValues={SEARCH_FILTER_MAX_VALUES}
        nothingFoundMessage={t('filters.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
      <TagsInput
        label={t('filters.material')}
        description={t('filters.materialHint')}
        placeholder={state.mat.length === 0 ? t('filters.materialPlaceholder') : undefined}
        value={state.mat}
        onChange={(values) => onChange({ mat: values.map(normalizeMaterial).filter((v): v is string => v !== null) })}
        splitChars={[',']}
        maxTags={SEARCH_FILTER_MAX_VALUES}
        clearable
      />
      <Switch
        label={t('filters.week')}
        description={t('filters.weekHint')}
        checked={state.week}
        onChange={(event) => onChange({ week: event.currentTarget.checked })}
      />
      {canMatch ? (
        matchSwitch
      ) : (
        <Stack gap={4}>
          <HintTooltip label={t('filters.matchDisabled')} withArrow w={260}>
            {/* A disabled input fires no pointer events: the tooltip hangs on a wrapper. */}
            <div tabIndex={0} aria-describedby="marketplace-match-note" style={{ width: 'fit-content' }}>
              {matchSwitch}
            </div>
          </HintTooltip>
          <Text id="marketplace-match-note" size="xs" c="dimmed">
            {t('filters.matchDisabled')}
          </Text>
        </Stack>
      )}
    </Stack>
  )
}
