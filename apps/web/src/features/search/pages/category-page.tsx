import { useState } from 'react'
import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconCategory, IconSearch } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { TCategoryTreeNode } from '@nexo/shared'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { usePageMeta } from '../../../lib/page-meta'
import { formatCount } from '../../../lib/directory/format'
import { bilingualName } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'
import { useCategoryTree } from '../api/get-category-tree'
import { filterCategoryTree } from '../utils/category-tree'
import { LoadError } from '../../../components/load-error'

function CountBadge({ count }: { count: number }) {
  const { t } = useTranslation('search')
  const language = useLanguage()
  return (
    <Badge variant="light" color={count > 0 ? 'nexo' : 'gray'} radius="sm" style={{ flexShrink: 0 }} aria-label={t('categories.companies', { count, formatted: formatCount(count, language) })}>
      {formatCount(count, language)}
    </Badge>
  )
}

function CategoryCard({ node }: { node: TCategoryTreeNode }) {
  const language = useLanguage()
  return (
    <Card withBorder radius="lg" padding="lg" component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Title order={2} size="h4">
            <Anchor component={Link} to={paths.searchResult({ cat: node.slug })} c="inherit" fw={700} inherit>
              {bilingualName(node, language)}
            </Anchor>
          </Title>
          <CountBadge count={node.count} />
        </Group>
        {node.children.length > 0 ? (
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {node.children.map((child) => (
              <Group component="li" key={child.id} justify="space-between" wrap="nowrap" gap="sm">
                <Anchor component={Link} to={paths.searchResult({ cat: child.slug })} size="sm">
                  {bilingualName(child, language)}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatCount(child.count, language)}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  )
}

/** /category: the category tree with company counts; each category opens the search filtered by it. */
export function CategoryPage() {
  const { t } = useTranslation('search')
  usePageMeta({ title: t('categories.title'), description: t('categories.description') })
  const tree = useCategoryTree()
  const [text, setText] = useState('')

  let body
  if (tree.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={180} radius="lg" />
        ))}
      </SimpleGrid>
    )
  } else if (tree.isError) {
    body = (
      <LoadError title={t('categories.loadFailed')} onRetry={() => void tree.refetch()} />
    )
  } else {
    const nodes = filterCategoryTree(tree.data.items, text)
    body =
      nodes.length === 0 ? (
        <Alert variant="light" color="gray" icon={<IconCategory size={20} aria-hidden />} title={t('categories.noMatch', { text })}>
          <Anchor component={Link} to={paths.searchResult({ q: text })}>
            {t('categories.searchInstead', { text })}
          </Anchor>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {nodes.map((node) => (
            <CategoryCard key={node.id} node={node} />
          ))}
        </SimpleGrid>
      )
  }

  return (
    <Page title={t('categories.title')} description={t('categories.description')} size="xl">
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t('categories.filterPlaceholder')}
        aria-label={t('categories.filterLabel')}
        leftSection={<IconSearch size={18} aria-hidden />}
        maw={480}
        type="search"
      />
      {body}
    </Page>
  )
}
