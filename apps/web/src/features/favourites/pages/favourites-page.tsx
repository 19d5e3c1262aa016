import { ActionIcon, Anchor, Badge, Button, Card, EmptyState, Group, Paper, Stack, Tabs, Text, Tooltip } from '@mantine/core'
import { IconBuildingFactory2, IconFileText, IconHeartOff, IconPackage } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useSearchParams } from 'react-router'
import type { FavouriteType, TFavouriteItem } from '@nexo/shared'
import { CardGrid, CardGridSkeleton } from '../../../components/directory/card-grid'
import { CompanyCard } from '../../../components/directory/company-card'
import { ProductCard } from '../../../components/directory/product-card'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { useSetFavourite } from '../../../lib/directory/favourites-api'
import { formatCount, formatDate } from '../../../lib/directory/format'
import { marketplaceDetailLink } from '../../../lib/directory/marketplace-link'
import { bilingualName, formatLocation } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'
import { readPage } from '../../../lib/directory/url-params'
import { notifySuccess } from '../../../lib/notify'
import { useFavourites } from '../api/get-favourites'
import { favouritesQuery, parseFavouritesTab } from '../utils/favourites-tab'
import { LoadError } from '../../../components/load-error'
import { Pager } from '../../../components/pager'

const TAB_ICONS = { company: IconBuildingFactory2, product: IconPackage, requirement: IconFileText } as const

function RemoveButton({ type, id, name }: { type: FavouriteType; id: string; name: string }) {
  const { t } = useTranslation('favourites')
  const setFavourite = useSetFavourite()
  const onRemove = () =>
    setFavourite.mutate({ type, id, isFavourite: false }, { onSuccess: () => notifySuccess(t('removed', { name })) })
  return (
    <Tooltip label={t('remove')} withArrow>
      <ActionIcon variant="light" color="red" size="lg" radius="xl" aria-label={t('removeNamed', { name })} loading={setFavourite.isPending} onClick={onRemove}>
        <IconHeartOff size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  )
}

function FavouriteCard({ item }: { item: TFavouriteItem }) {
  const { t } = useTranslation('favourites')
  const language = useLanguage()
  if (item.type === 'company') {
    const c = item.company
    return (
      <CompanyCard
        href={paths.searchDetail(c.id)}
        company={{
          id: c.id,
          name: c.tradeName,
          logoUrl: c.logoUrl,
          location: formatLocation(c, language),
          description: c.briefDescription,
          categories: [],
          isPlatinum: c.isPlatinum,
          isValidatedSupplier: c.isValidatedSupplier,
        }}
        action={<RemoveButton type="company" id={c.id} name={c.tradeName} />}
      />
    )
  }
  if (item.type === 'product') {
    const p = item.product
    const link = marketplaceDetailLink('product', p.id)
    return (
      <ProductCard
        href={link.to}
        linkState={link.state}
        product={{
          id: p.id,
          title: p.title,
          kind: p.kind,
          imageUrl: p.imageUrl,
          price: p.price,
          currency: p.currency,
          description: p.briefDescription,
          category: bilingualName(p.category, language),
          companyName: p.company.tradeName,
          companyHref: paths.searchDetail(p.company.id),
        }}
        action={<RemoveButton type="product" id={p.id} name={p.title} />}
      />
    )
  }
  const r = item.requirement
  return (
    <Card withBorder radius="lg" padding="lg" component="article" h="100%">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Badge size="xs" variant="light">
                {t(`requirementType.${r.type}`)}
              </Badge>
              <Badge size="xs" variant="light" color={r.status === 'opened' ? 'teal' : 'gray'}>
                {t(`requirementStatus.${r.status}`)}
              </Badge>
            </Group>
            <Anchor component={Link} to={paths.requirementDetail(r.id, r.isRfq)} fw={700} c="inherit">
              {r.title}
            </Anchor>
          </Stack>
          <RemoveButton type="requirement" id={r.id} name={r.title} />
        </Group>
        <Text size="sm" c="dimmed">
          {r.company.tradeName} · {formatLocation(r, language)}
        </Text>
        <Text size="sm">{bilingualName(r.category, language)}</Text>
        <Text size="xs" c="dimmed">
          {t('requirementDates', { start: formatDate(r.startDate, language), end: formatDate(r.endDate, language) })}
        </Text>
      </Stack>
    </Card>
  )
}

function FavouritesTab({ type, page, onPageChange }: { type: FavouriteType; page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('favourites')
  const language = useLanguage()
  const list = useFavourites(type, page)
  const Icon = TAB_ICONS[type]

  if (list.isPending) return <CardGridSkeleton count={3} wide />
  if (list.isError) {
    return (
      <LoadError title={t('loadFailed')} onRetry={() => void list.refetch()} />
    )
  }
  const { items, total, limit } = list.data
  const pages = Math.max(1, Math.ceil(total / limit))
  if (items.length === 0) {
    const browse = type === 'company' ? paths.searchResult() : type === 'product' ? paths.marketplace() : paths.requirements
    return (
      <Paper withBorder radius="lg" p="xl">
        <EmptyState icon={<Icon size={32} aria-hidden />} title={t(`empty.${type}.title`)} description={t(`empty.${type}.body`)} withIndicatorBackground>
          <Button component={Link} to={browse} variant="light">
            {t(`empty.${type}.action`)}
          </Button>
        </EmptyState>
      </Paper>
    )
  }
  return (
    <Stack gap="lg" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      <Text size="sm" c="dimmed">
        {t('count', { count: total, formatted: formatCount(total, language) })}
      </Text>
      <CardGrid wide>
        {items.map((item) => (
          <FavouriteCard key={`${item.type}:${item.type === 'company' ? item.company.id : item.type === 'product' ? item.product.id : item.requirement.id}`} item={item} />
        ))}
      </CardGrid>
      <Pager page={page} pages={pages} onChange={onPageChange} />
    </Stack>
  )
}

/** /favourites: the companies, products/services and requirements the user saved, one tab each (spec §2). */
export function FavouritesPage() {
  const { t } = useTranslation('pages')
  const { t: tFav } = useTranslation('favourites')
  const [params, setParams] = useSearchParams()
  const tab = parseFavouritesTab(params.get('tab'))
  const page = readPage(params)

  return (
    <Page title={t('favourites.title')} description={t('favourites.description')}>
      <Tabs value={tab} onChange={(next) => setParams(favouritesQuery(parseFavouritesTab(next), 1))} keepMounted={false}>
        <Tabs.List mb="lg">
          {(['company', 'product', 'requirement'] as const).map((type) => {
            const Icon = TAB_ICONS[type]
            return (
              <Tabs.Tab key={type} value={type} leftSection={<Icon size={16} aria-hidden />}>
                {tFav(`tabs.${type}`)}
              </Tabs.Tab>
            )
          })}
        </Tabs.List>
        {(['company', 'product', 'requirement'] as const).map((type) => (
          <Tabs.Panel key={type} value={type}>
            <FavouritesTab type={type} page={page} onPageChange={(next) => setParams(favouritesQuery(type, next))} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  )
}
