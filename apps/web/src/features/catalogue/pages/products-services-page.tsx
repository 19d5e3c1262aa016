import { ActionIcon, Badge, Button, EmptyState, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconPackage, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { TCatalogueItem } from '@nexo/shared'
import { Page } from '../../../components/page'
import { QueryList, ResponsiveList, usePageParam } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { formatPrice } from '../../../lib/directory/format'
import { currentLanguage } from '../../../lib/i18n'
import { useSession } from '../../../lib/session'
import { useCatalogue } from '../api/get-catalogue'
import { ItemThumb } from '../components/item-thumb'
import { QuotaBanner } from '../components/quota-banner'
import { useConfirmDeleteItem } from '../components/use-delete-item'
import { canManageCatalogue } from '../utils/permissions'

function RowActions({ item, onDelete }: { item: TCatalogueItem; onDelete: (item: TCatalogueItem) => void }) {
  const { t } = useTranslation('catalogue')
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('actions.edit')}>
        <ActionIcon component={Link} to={paths.productsServicesEdit(item.id)} variant="subtle" aria-label={t('actions.editNamed', { title: item.title })}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('actions.delete')}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(item)} aria-label={t('actions.deleteNamed', { title: item.title })}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  )
}

/** /products-services: the company's catalogue, its quota, and (for admins) add, edit, delete. */
export function ProductsServicesPage() {
  const { t } = useTranslation('pages')
  const { t: tCat } = useTranslation('catalogue')
  const language = currentLanguage()
  const { profile } = useSession()
  const canManage = canManageCatalogue(profile)
  const [page, setPage] = usePageParam()
  const catalogue = useCatalogue(page)
  const { confirm } = useConfirmDeleteItem()
  const hasRoom = catalogue.data ? catalogue.data.quota.remaining > 0 : false
  const categoryName = (item: TCatalogueItem) => (language === 'es' ? item.category.nameEs : item.category.nameEn)

  // Without room the button stays visible (so the way to add is clear) but inert; the banner says why.
  const createButton = !canManage ? null : hasRoom ? (
    <Button component={Link} to={paths.productsServicesCreate} leftSection={<IconPlus size={18} aria-hidden />}>
      {tCat('actions.create')}
    </Button>
  ) : (
    <Button leftSection={<IconPlus size={18} aria-hidden />} disabled>
      {tCat('actions.create')}
    </Button>
  )

  const empty = (
    <EmptyState
      icon={<IconPackage size={32} aria-hidden />}
      title={tCat('list.emptyTitle')}
      description={canManage ? tCat('list.emptyBody') : tCat('list.emptyBodyRestricted')}
      withIndicatorBackground
    >
      {createButton}
    </EmptyState>
  )
  const head = (
    <>
      <Table.Th>{tCat('fields.title')}</Table.Th>
      <Table.Th>{tCat('fields.category')}</Table.Th>
      <Table.Th ta="right">{tCat('fields.price')}</Table.Th>
      {canManage ? (
        <Table.Th>
          <VisuallyHidden>{tCat('actions.column')}</VisuallyHidden>
        </Table.Th>
      ) : null}
    </>
  )
  const row = (item: TCatalogueItem) => (
    <>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <ItemThumb item={item} size={48} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} lineClamp={1}>
                {item.title}
              </Text>
              <Badge size="xs" variant="light" color={item.kind === 'service' ? 'grape' : 'nexo'}>
                {tCat(`kinds.${item.kind}`)}
              </Badge>
              {item.isHiddenByPlan ? (
                <Badge size="xs" variant="light" color="orange" title={tCat('list.hiddenByPlanHint')}>
                  {tCat('list.hiddenByPlan')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {item.briefDescription}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{categoryName(item)}</Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" fw={600}>
          {formatPrice(item.price, item.currency, language)}
        </Text>
      </Table.Td>
      {canManage ? (
        <Table.Td>
          <RowActions item={item} onDelete={confirm} />
        </Table.Td>
      ) : null}
    </>
  )
  const card = (item: TCatalogueItem) => (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }} align="flex-start">
        <ItemThumb item={item} size={56} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          {/* The whole title, wrapped: cut at two lines, phones lost the words that tell items apart. */}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {categoryName(item)}
          </Text>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {formatPrice(item.price, item.currency, language)}
            </Text>
            <Badge size="xs" variant="light" color={item.kind === 'service' ? 'grape' : 'nexo'}>
              {tCat(`kinds.${item.kind}`)}
            </Badge>
            {item.isHiddenByPlan ? (
              <Badge size="xs" variant="light" color="orange">
                {tCat('list.hiddenByPlan')}
              </Badge>
            ) : null}
          </Group>
          {item.isHiddenByPlan ? (
            <Text size="xs" c="dimmed">
              {tCat('list.hiddenByPlanHint')}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {canManage ? <RowActions item={item} onDelete={confirm} /> : null}
    </Group>
  )

  return (
    <Page title={t('productsServices.title')} description={tCat('list.lead')} actions={createButton}>
      {catalogue.data ? <QuotaBanner quota={catalogue.data.quota} /> : null}
      {!canManage && catalogue.data ? (
        <Text size="sm" c="dimmed">
          {tCat('list.readOnly')}
        </Text>
      ) : null}
      <QueryList query={catalogue} loadFailed={tCat('list.loadFailed')} empty={empty} page={page} onPageChange={setPage}>
        {({ items }) => <ResponsiveList items={items} minWidth={760} highlightOnHover head={head} row={row} card={card} />}
      </QueryList>
    </Page>
  )
}
