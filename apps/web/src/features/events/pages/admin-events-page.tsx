import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { TAdminEvent } from '@nexo/shared'
import { Page } from '../../../components/page'
import { QueryList, ResponsiveList, usePageParam } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { useLanguage } from '../../../lib/directory/use-language'
import { useSession } from '../../../lib/session'
import { useAdminEvents } from '../api/admin-events'
import { formatEventDateTime } from '../components/event-format'

const STATUS_COLOR = { draft: 'gray', published: 'teal', cancelled: 'red' } as const

function EventsList() {
  const { t } = useTranslation('events')
  const language = useLanguage()
  const [page, setPage] = usePageParam()
  const query = useAdminEvents(page)
  const places = (e: TAdminEvent) => t('admin.placesTaken', { taken: e.registeredCount, total: e.capacity, waiting: e.waitlistCount })
  const links = (e: TAdminEvent) => (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={paths.adminEventAttendees(e.id)} size="xs" variant="light">
        {t('admin.attendees')}
      </Button>
      <Button component={Link} to={paths.adminEventEdit(e.id)} size="xs" variant="default">
        {t('admin.edit')}
      </Button>
    </Group>
  )
  return (
    <QueryList query={query} loadFailed={t('loadFailed')} empty={<Text c="dimmed">{t('admin.empty')}</Text>} page={page} onPageChange={setPage}>
      {(data) => (
        <ResponsiveList
          items={data.items}
          minWidth={820}
          head={
            <>
              <Table.Th>{t('admin.fields.title')}</Table.Th>
              <Table.Th>{t('admin.fields.start')}</Table.Th>
              <Table.Th>{t('admin.fields.status')}</Table.Th>
              <Table.Th>{t('admin.places')}</Table.Th>
              <Table.Th>{t('admin.checkedIn')}</Table.Th>
              <Table.Th />
            </>
          }
          row={(e) => (
            <>
              <Table.Td>
                <Anchor component={Link} to={paths.eventInfo(e.id)} fw={600} size="sm">
                  {e.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatEventDateTime(e.startsAt, e.timeZone, language)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[e.status]}>
                  {t(`admin.eventStatus.${e.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{places(e)}</Table.Td>
              <Table.Td>{e.checkedInCount}</Table.Td>
              <Table.Td>{links(e)}</Table.Td>
            </>
          )}
          card={(e) => (
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={paths.eventInfo(e.id)} fw={600}>
                  {e.title}
                </Anchor>
                <Badge variant="light" color={STATUS_COLOR[e.status]}>
                  {t(`admin.eventStatus.${e.status}`)}
                </Badge>
              </Group>
              <Text size="sm">{formatEventDateTime(e.startsAt, e.timeZone, language)}</Text>
              <Text size="sm" c="dimmed">
                {places(e)}
              </Text>
              {links(e)}
            </Stack>
          )}
        />
      )}
    </QueryList>
  )
}

/** /admin/events: every event with its places taken; create, edit, attendees. */
export function AdminEventsPage() {
  const { t } = useTranslation('events')
  const { t: tPages } = useTranslation('pages')
  const { userType } = useSession()
  const isAdmin = userType === 'admin'
  return (
    <Page
      title={t('admin.title')}
      description={t('admin.description')}
      size="xl"
      actions={
        isAdmin ? (
          <Button component={Link} to={paths.adminEventNew} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('admin.new')}
          </Button>
        ) : null
      }
    >
      {isAdmin ? (
        <EventsList />
      ) : (
        <Alert color="orange" variant="light" title={tPages('admin.forbiddenTitle')}>
          {tPages('admin.forbiddenBody')}
        </Alert>
      )}
    </Page>
  )
}
