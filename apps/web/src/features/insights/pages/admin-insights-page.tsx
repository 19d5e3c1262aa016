import { Anchor, Badge, Button, Group, Paper, Skeleton, Table, Text } from '@mantine/core'
import { IconLock, IconPlus } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { Pager } from '../../../components/pager'
import { usePageParam } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { formatDate } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { useSession } from '../../../lib/session'
import { useAdminInsights } from '../api/insights'
import { AdminOnly } from '../components/admin-only'

function PostsTable() {
  const { t } = useTranslation('insights')
  const language = useLanguage()
  const [page, setPage] = usePageParam()
  const query = useAdminInsights(page)
  if (query.isPending) return <Skeleton height={320} radius="lg" />
  if (query.isError) return <LoadError title={t('admin.loadFailed')} onRetry={() => void query.refetch()} />
  if (query.data.items.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text ta="center" c="dimmed">
          {t('admin.empty')}
        </Text>
      </Paper>
    )
  }
  return (
    <>
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.columns.title')}</Table.Th>
              <Table.Th>{t('admin.columns.status')}</Table.Th>
              <Table.Th>{t('admin.columns.languages')}</Table.Th>
              <Table.Th>{t('admin.columns.updated')}</Table.Th>
              <Table.Th ta="right">{t('admin.columns.comments')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((post) => (
              <Table.Tr key={post.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {post.isExclusive ? <IconLock size={14} aria-label={t('exclusive')} /> : null}
                    <Anchor component={Link} to={paths.adminInsightEdit(post.id)} fw={600}>
                      {post.title}
                    </Anchor>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t(`categories.${post.category}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={post.status === 'published' ? 'green' : 'gray'} variant="light">
                    {t(`admin.status.${post.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{post.languages.map((l) => l.toUpperCase()).join(' · ')}</Table.Td>
                <Table.Td>{formatDate(post.updatedAt, language)}</Table.Td>
                <Table.Td ta="right">{post.commentCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager page={page} pages={Math.max(1, Math.ceil(query.data.total / query.data.limit))} onChange={setPage} />
    </>
  )
}

/** /admin/insights: the platform admin's list of blog posts, drafts included. The server enforces the role. */
export function AdminInsightsPage() {
  const { t } = useTranslation('insights')
  const { userType } = useSession()
  return (
    <Page
      title={t('admin.title')}
      description={t('admin.description')}
      size="xl"
      actions={
        userType === 'admin' ? (
          <Button component={Link} to={paths.adminInsightNew} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('admin.new')}
          </Button>
        ) : null
      }
    >
      {userType === 'admin' ? <PostsTable /> : <AdminOnly />}
    </Page>
  )
}
