import { useState } from 'react'
import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import type { TAdminUser } from '@nexo/shared'
import { ResponsiveList } from '../../../components/query-list'
import { formatCount } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { useAdminUsers } from '../api/get-admin-users'
import { ColumnHeads, ListFrame, useDateFormat } from './admin-ui'
import { SearchInput } from './search-input'

const STATUS_COLORS: Record<TAdminUser['status'], string> = { active: 'teal', inactive: 'gray', pending_activation: 'orange' }

function roleOf(user: TAdminUser): 'platformAdmin' | 'event' | 'admin' | 'restricted' {
  if (user.platformRole === 'admin') return 'platformAdmin'
  if (user.isEventOnly) return 'event'
  return user.companyRole
}

function UserBadges({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin')
  return (
    <Group gap={6}>
      <Badge miw="max-content" variant="light" color={user.platformRole === 'admin' ? 'grape' : 'nexo'}>
        {t(`roles.${roleOf(user)}`)}
      </Badge>
      <Badge miw="max-content" variant="dot" color={STATUS_COLORS[user.status]}>
        {t(`userStatus.${user.status}`)}
      </Badge>
    </Group>
  )
}

/** Every account of the platform, searchable by name, e-mail or company. */
export function UsersPanel() {
  const { t } = useTranslation('admin')
  const language = useLanguage()
  const { date, dateTime } = useDateFormat()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const users = useAdminUsers({ q: q || undefined, page })
  const data = users.data

  const head = <ColumnHeads columns={['user', 'company', 'role', 'registered', 'lastLogin']} />
  const row = (user: TAdminUser) => (
    <>
      <Table.Td>
        <Text size="sm" fw={600}>
          {user.firstName} {user.lastName}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.companyName ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <UserBadges user={user} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{date(user.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.lastLoginAt ? dateTime(user.lastLoginAt) : t('never')}</Text>
      </Table.Td>
    </>
  )
  const card = (user: TAdminUser) => (
    <>
      <Text fw={600}>
        {user.firstName} {user.lastName}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
        {user.companyName ? ` · ${user.companyName}` : ''}
      </Text>
      <Group mt="xs">
        <UserBadges user={user} />
      </Group>
    </>
  )

  return (
    <Stack gap="md">
      <Group align="flex-end">
        <SearchInput
          label={t('filters.search')}
          placeholder={t('filters.userPlaceholder')}
          value={q}
          onSearch={(next) => {
            setQ(next)
            setPage(1)
          }}
        />
      </Group>
      {data ? (
        <Text size="sm" c="dimmed" role="status">
          {t('results', { count: data.total, formatted: formatCount(data.total, language) })}
        </Text>
      ) : null}
      <ListFrame query={users} emptyText={t('empty.users')} page={page} onPageChange={setPage}>
        {({ items }) => <ResponsiveList items={items} minWidth={860} head={head} row={row} card={card} />}
      </ListFrame>
    </Stack>
  )
}
