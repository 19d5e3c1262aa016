import { useState } from 'react'
import { Card, Code, Paper, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TAuditEntry } from '@nexo/shared'
import { useAuditLog } from '../api/get-audit-log'
import { ListFrame, useDateFormat } from './admin-ui'

/** The entry's data as short `key: value` pairs (never HTML). */
function summary(data: TAuditEntry['data']): string {
  return Object.entries(data)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ')
}

/** Every admin action, newest first. */
export function AuditPanel() {
  const { t } = useTranslation('admin')
  const { dateTime } = useDateFormat()
  const [page, setPage] = useState(1)
  const log = useAuditLog(page)
  const data = log.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1
  const entity = (entry: TAuditEntry) => `${entry.entityType}${entry.entityId ? ` ${entry.entityId.slice(0, 8)}` : ''}`

  return (
    <ListFrame
      isPending={log.isPending}
      isError={log.isError}
      onRetry={() => void log.refetch()}
      isEmpty={data?.items.length === 0}
      emptyText={t('empty.audit')}
      page={page}
      pages={pages}
      onPage={setPage}
    >
      <Paper withBorder radius="lg" visibleFrom="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.when')}</Table.Th>
                <Table.Th>{t('columns.action')}</Table.Th>
                <Table.Th>{t('columns.entity')}</Table.Th>
                <Table.Th>{t('columns.actor')}</Table.Th>
                <Table.Th>{t('columns.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {dateTime(entry.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Code>{entry.action}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entity(entry)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {entry.actorEmail ?? t('system')}
                    </Text>
                    {entry.ip ? (
                      <Text size="xs" c="dimmed">
                        {entry.ip}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {summary(entry.data)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Stack gap="sm" hiddenFrom="md">
        {data?.items.map((entry) => (
          <Card key={entry.id} withBorder radius="lg" padding="md">
            <Code>{entry.action}</Code>
            <Text size="xs" c="dimmed" mt={6}>
              {dateTime(entry.createdAt)} · {entry.actorEmail ?? t('system')}
            </Text>
            <Text size="xs" mt={4} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {entity(entry)} · {summary(entry.data)}
            </Text>
          </Card>
        ))}
      </Stack>
    </ListFrame>
  )
}
