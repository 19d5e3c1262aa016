import { useState } from 'react'
import { Code, Table, Text } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import type { TAuditEntry } from '@nexo/shared'
import { ResponsiveList } from '../../../components/query-list'
import { useAuditLog } from '../api/get-audit-log'
import { ColumnHeads, ListFrame, useDateFormat } from './admin-ui'

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
  const entity = (entry: TAuditEntry) => `${entry.entityType}${entry.entityId ? ` ${entry.entityId.slice(0, 8)}` : ''}`

  const head = <ColumnHeads columns={['when', 'action', 'entity', 'actor', 'details']} />
  const row = (entry: TAuditEntry) => (
    <>
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
    </>
  )
  const card = (entry: TAuditEntry) => (
    <>
      <Code>{entry.action}</Code>
      <Text size="xs" c="dimmed" mt={6}>
        {dateTime(entry.createdAt)} · {entry.actorEmail ?? t('system')}
      </Text>
      <Text size="xs" mt={4} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
        {entity(entry)} · {summary(entry.data)}
      </Text>
    </>
  )

  return (
    <ListFrame query={log} emptyText={t('empty.audit')} page={page} onPageChange={setPage}>
      {({ items }) => <ResponsiveList items={items} minWidth={860} head={head} row={row} card={card} />}
    </ListFrame>
  )
}
