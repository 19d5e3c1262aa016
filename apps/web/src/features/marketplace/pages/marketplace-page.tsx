import { useMemo } from 'react'
import { Alert, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { usePageMeta } from '../../../lib/page-meta'
import type { TMarketplaceItem } from '@nexo/shared'
import { CardGrid, CardGridSkeleton } from '../../../components/directory/card-grid'
import { CompanyCard } from '../../../components/directory/company-card'
import { FavouriteButton } from '../../../components/directory/favourite-button'
import { FilterLayout } from '../../../components/directory/filter-layout'
import { ProductCard } from '../../../components/directory/product-card'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { isCompanyMember } from '../../../lib/directory/access'
import { formatCount } from '../../../lib/directory/format'
import { marketplaceDetailLink } from '../../../lib/directory/marketplace-link'
import { bilingualName, formatLocation } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'
import { useSession } from '../../../lib/session'
import { useMarketplace } from '../api/get-marketplace'
import { SearchBox } from '../../../components/directory/search-box'
import { MarketplaceChips } from '../components/marketplace-chips'
import { MarketplaceFilters } from '../components/marketplace-filters'
import { LoadError } from '../../../components/load-error'
import {
  countMarketplaceFilters,
  EMPTY_MARKETPLACE,
  marketplaceHref,
  type MarketplaceState,
  parseMarketplaceState,
  updateMarketplaceState,
} from '../utils/marketplace-params'
import { Pager } from '../../../components/pager'

function MarketplaceCard({ item }: { item: TMarketplaceItem }) {
  const { t } = useTranslation('marketplace')
  const language = useLanguage()
  const location = formatLocation(item, language)
  const categories = item.categoryNames.map((c) => bilingualName(c, language))
  if (item.kind === 'company') {
    const link = marketplaceDetailLink('company', item.id)
    return (
      <CompanyCard
        href={link.to}
        linkState={link.state}
        eyebrow={
          <Badge size="xs" variant="light" color="nexo" w="fit-content">
            {t('card.company')}
          </Badge>
        }
        company={{ id: item.id, name: item.title, logoUrl: item.imageUrl, location, description: item.subtitle, categories, isPlatinum: item.isPlatinum }}
        action={<FavouriteButton type="company" id={item.id} name={item.title} />}
      />
    )
  }
  const link = marketplaceDetailLink('product', item.id)
  return (
    <ProductCard
      href={link.to}
      linkState={link.state}
      product={{
        id: item.id,
        title: item.title,
        kind: item.productKind,
        imageUrl: item.imageUrl,
        price: item.price,
        currency: item.currency,
        description: item.subtitle,
        companyName: item.companyName,
        companyHref: marketplaceDetailLink('company', item.companyId).to,
        location,
        category: categories[0],
        isPlatinum: item.isPlatinum,
      }}
      action={<FavouriteButton type="product" id={item.id} name={item.title} />}
    />
  )
}

/** /marketplace?q&loc&cat&mat&page&limit&week&match: companies and products/services together (spec §2). */
export function MarketplacePage() {
  const { t } = useTranslation('marketplace')
  usePageMeta({ title: t('title'), description: t('description') })
  const { t: tCommon } = useTranslation()
  const language = useLanguage()
  const navigate = useNavigate()
  const session = useSession()
  const canMatch = isCompanyMember(session)
  const [params] = useSearchParams()
  const state = useMemo(() => parseMarketplaceState(params), [params])
  const market = useMarketplace(state, canMatch)

  const onChange = (patch: Partial<MarketplaceState>) => void navigate(marketplaceHref(updateMarketplaceState(state, patch)))
  const data = market.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1
  const hasFilters = countMarketplaceFilters(state) > 0 || state.q !== ''

  let body
  if (market.isPending) {
    body = <CardGridSkeleton />
  } else if (market.isError) {
    body = (
      <LoadError title={t('loadFailed')} onRetry={() => void market.refetch()} />
    )
  } else if (market.data.items.length === 0) {
    body = (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconBuildingStore size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('empty.title')}
          </Title>
          <Text c="dimmed">{state.match && canMatch ? t('empty.matchBody') : state.week ? t('empty.weekBody') : t('empty.body')}</Text>
          <Group gap="sm">
            {hasFilters ? (
              <Button variant="light" onClick={() => void navigate(marketplaceHref(EMPTY_MARKETPLACE))}>
                {t('empty.clear')}
              </Button>
            ) : null}
            <Button component={Link} to={paths.searchResult(state.q ? { q: state.q } : {})} variant="default">
              {t('empty.searchSuppliers')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    )
  } else {
    body = (
      <Stack gap="lg" aria-busy={market.isPlaceholderData} style={{ opacity: market.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <CardGrid>
          {market.data.items.map((item) => (
            <MarketplaceCard key={`${item.kind}:${item.id}`} item={item} />
          ))}
        </CardGrid>
        <Pager page={state.page} pages={pages} onChange={(page) => onChange({ page })} />
      </Stack>
    )
  }

  return (
    <Page title={t('title')} description={t('description')} size="xl">
      <Stack gap="md">
        <SearchBox key={state.q} initialValue={state.q} onSearch={(q) => onChange({ q })} placeholder={t('box.placeholder')} label={t('box.label')} />
        <MarketplaceChips state={state} onChange={onChange} canMatch={canMatch} />
        {state.match && !canMatch ? (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={20} aria-hidden />}>
            {t('filters.matchIgnored')}
          </Alert>
        ) : null}
      </Stack>
      <FilterLayout activeCount={countMarketplaceFilters(state)} filters={<MarketplaceFilters state={state} onChange={onChange} canMatch={canMatch} />}>
        <Text fw={600} role="status" aria-live="polite">
          {data ? t('resultCount', { count: data.total, formatted: formatCount(data.total, language) }) : tCommon('loading')}
        </Text>
        {body}
      </FilterLayout>
    </Page>
  )
}
