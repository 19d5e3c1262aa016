import { useState } from 'react'
import { Alert, Anchor, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { IconDownload, IconQrcode } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useParams } from 'react-router'
import { EVENT_REGISTRATION_STATUSES, type EventRegistrationStatus, type TAttendee } from '@nexo/shared'
import { Page } from '../../../components/page'
import { QueryList, ResponsiveList, usePageParam } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { formatDate } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { exportAttendees, useAdminEvent, useAttendees, useCheckIn } from '../api/admin-events'

const STATUS_COLOR: Record<EventRegistrationStatus, string> = { registered: 'teal', offered: 'blue', waitlisted: 'orange', cancelled: 'gray', offer_expired: 'gray' }

function Attendees({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events')
  const language = useLanguage()
  const [page, setPage] = usePageParam()
  const [status, setStatus] = useState<EventRegistrationStatus | undefined>(undefined)
  const [q, setQ] = useState('')
  const [code, setCode] = useState('')
  const query = useAttendees(eventId, { page, status, q: q.trim() || undefined })
  const checkIn = useCheckIn(eventId)
  const event = useAdminEvent(eventId)

  const onCheckIn = (body: { code: string } | { registrationId: string }) =>
    checkIn.mutate(body, {
      onSuccess: (a) => {
        notifySuccess(t('admin.checkedInToast', { name: a.name }))
        setCode('')
      },
    })
  const download = (format: 'csv' | 'xlsx') => exportAttendees(eventId, format).catch(notifyError)
  const state = (a: TAttendee) =>
    a.checkedInAt ? (
      <Badge color="teal">{t('admin.checkedInAt', { date: formatDate(a.checkedInAt, language) })}</Badge>
    ) : (
      <Badge variant="light" color={STATUS_COLOR[a.status]}>
        {a.status === 'waitlisted' ? t('box.waitlisted', { position: a.waitlistPosition ?? 0 }) : t(`status.${a.status}`)}
      </Badge>
    )
  const action = (a: TAttendee) =>
    a.status === 'registered' && !a.checkedInAt ? (
      <Button size="xs" variant="light" onClick={() => onCheckIn({ registrationId: a.id })} loading={checkIn.isPending}>
        {t('admin.checkIn')}
      </Button>
    ) : null

  return (
    <Stack gap="md">
      {event.data ? (
        <Text>
          <Anchor component={Link} to={paths.eventInfo(eventId)} fw={700}>
            {event.data.title}
          </Anchor>{' '}
          · {t('admin.placesTaken', { taken: event.data.registeredCount, total: event.data.capacity, waiting: event.data.waitlistCount })} · {t('admin.checkedInCount', { count: event.data.checkedInCount })}
        </Text>
      ) : null}
      <Paper withBorder radius="lg" p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (code.trim()) onCheckIn({ code: code.trim() })
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('admin.codeLabel')}
              description={t('admin.codeHint')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              leftSection={<IconQrcode size={16} aria-hidden />}
              placeholder="NX-XXXX-XXXX"
              style={{ flex: 1, minWidth: 220 }}
              autoComplete="off"
            />
            <Button type="submit" loading={checkIn.isPending}>
              {t('admin.checkIn')}
            </Button>
          </Group>
        </form>
      </Paper>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label={t('admin.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} w={{ base: '100%', xs: 340 }} />
        <Select
          label={t('admin.fields.status')}
          data={[{ value: 'all', label: t('admin.allStatuses') }, ...EVENT_REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
          value={status ?? 'all'}
          onChange={(v) => setStatus(v && v !== 'all' ? (v as EventRegistrationStatus) : undefined)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Group gap="xs" ml={{ sm: 'auto' }}>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download('csv')}>
            CSV
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download('xlsx')}>
            XLSX
          </Button>
        </Group>
      </Group>
      <QueryList query={query} loadFailed={t('loadFailed')} empty={<Text c="dimmed">{t('admin.noAttendees')}</Text>} page={page} onPageChange={setPage}>
        {(data) => (
          <ResponsiveList
            items={data.items}
            minWidth={760}
            head={
              <>
                <Table.Th>{t('admin.fields.name')}</Table.Th>
                <Table.Th>{t('admin.fields.company')}</Table.Th>
                <Table.Th>{t('admin.fields.status')}</Table.Th>
                <Table.Th />
              </>
            }
            row={(a) => (
              <>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {a.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.email}
                  </Text>
                </Table.Td>
                <Table.Td>{a.company ?? (a.isEventOnly ? t('admin.eventOnly') : '—')}</Table.Td>
                <Table.Td>{state(a)}</Table.Td>
                <Table.Td>{action(a)}</Table.Td>
              </>
            )}
            card={(a) => (
              <Stack gap={4}>
                <Text fw={600}>{a.name}</Text>
                <Text size="sm" c="dimmed">
                  {a.email} · {a.company ?? (a.isEventOnly ? t('admin.eventOnly') : '—')}
                </Text>
                <Group justify="space-between">
                  {state(a)}
                  {action(a)}
                </Group>
              </Stack>
            )}
          />
        )}
      </QueryList>
    </Stack>
  )
}

/** /admin/events/{id}/attendees: the check-in list (QR code or pick a row) and the CSV/XLSX export. */
export function AdminEventAttendeesPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('events')
  const { t: tPages } = useTranslation('pages')
  const { userType } = useSession()
  return (
    <Page
      title={t('admin.attendeesTitle')}
      size="xl"
      actions={
        userType === 'admin' ? (
          <Button component={Link} to={paths.adminEventEdit(id)} variant="default">
            {t('admin.edit')}
          </Button>
        ) : null
      }
    >
      {userType === 'admin' ? (
        <Attendees eventId={id} />
      ) : (
        <Alert color="orange" variant="light" title={tPages('admin.forbiddenTitle')}>
          {tPages('admin.forbiddenBody')}
        </Alert>
      )}
    </Page>
  )
}
