import { useTranslation } from '../../../lib/i18n-react'
import { ActiveFilterChips } from '../../../components/directory/active-filter-chips'
import { useCategoryList } from '../../../lib/category-list'
import { bilingualName, stateName } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'
import type { MarketplaceState } from '../utils/marketplace-params'

/** Chips of the marketplace's active query and filters, each removable. */
export function MarketplaceChips({ state, onChange, canMatch }: { state: MarketplaceState; onChange: (patch: Partial<MarketplaceState>) => void; canMatch: boolean }) {
  const { t } = useTranslation('marketplace')
  const language = useLanguage()
  const categories = useCategoryList()
  const categoryName = (slug: string) => {
    const found = categories.data?.find((c) => c.slug === slug)
    return found ? bilingualName(found, language) : slug
  }
  const chips = [
    ...(state.q ? [{ key: 'q', label: t('chips.query', { q: state.q }), onRemove: () => onChange({ q: '' }) }] : []),
    ...state.loc.map((code) => ({ key: `loc:${code}`, label: stateName(code, language), onRemove: () => onChange({ loc: state.loc.filter((v) => v !== code) }) })),
    ...state.cat.map((slug) => ({ key: `cat:${slug}`, label: categoryName(slug), onRemove: () => onChange({ cat: state.cat.filter((v) => v !== slug) }) })),
    ...state.mat.map((m) => ({ key: `mat:${m}`, label: t('chips.material', { material: m }), onRemove: () => onChange({ mat: state.mat.filter((v) => v !== m) }) })),
    ...(state.week ? [{ key: 'week', label: t('chips.week'), onRemove: () => onChange({ week: false }) }] : []),
    ...(state.match && canMatch ? [{ key: 'match', label: t('chips.match'), onRemove: () => onChange({ match: false }) }] : []),
  ]
  return <ActiveFilterChips chips={chips} onClearAll={() => onChange({ q: '', loc: [], cat: [], mat: [], week: false, match: false })} />
}
