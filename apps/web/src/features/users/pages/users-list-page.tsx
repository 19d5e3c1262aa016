import { ActionIcon, Button, Center, EmptyState, Group, Menu, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconDots, IconEye, IconEyeOff, IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { TCompanyUser } from '@nexo/shared'
import { Page } from '../../../components/page'
import { QueryList, ResponsiveList, usePageParam } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { useSession } from '../../../lib/session'
import { useCompanyUsers } from '../api/get-company-users'
import { ContactSettingsCard } from '../components/contact-settings-card'
import { SeatsBanner } from '../components/seats-banner'
import { useConfirmDeleteUser } from '../components/use-delete-user'
import { UserAvatar } from '../components/user-avatar'
import { PermissionBadge, StatusBadge } from '../components/user-badges'
import { canManageUsers } from '../utils/permissions'

function RowActions({ user, canManage, onDelete }: { user: TCompanyUser; canManage: boolean; onDelete: (user: TCompanyUser) => void }) {
  const { t } = useTranslation('users')
  const name = `${user.firstName} ${user.lastName}`
  if (!canManage) {
    return (
      <Tooltip label={t('actions.view')}>
        <ActionIcon component={Link} to={paths.usersView(user.id)} variant="subtle" aria-label={t('actions.viewUser', { name })}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    )
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.userActions', { name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.usersView(user.id)} leftSection={<IconEye size={16} aria-hidden />}>
          {t('actions.view')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.usersEdit(user.id)} leftSection={<IconPencil size={16} aria-hidden />}>
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(user)}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

function VisibleIcon({ visible }: { visible: boolean }) {
  const { t } = useTranslation('users')
  const label = visible ? t('visibility.visible') : t('visibility.hidden')
  return (
    <Tooltip label={label}>
      <Center component="span" c={visible ? 'teal.8' : 'gray.6'} aria-label={label} role="img">
        {visible ? <IconEye size={18} aria-hidden /> : <IconEyeOff size={18} aria-hidden />}
      </Center>
    </Tooltip>
  )
}

/** /users/list: the company's users and remaining user spaces. */
export function UsersListPage() {
  const { t } = useTranslation('pages')
  const { t: tUsers } = useTranslation('users')
  const { profile } = useSession()
  const canManage = canManageUsers(profile)
  const [page, setPage] = usePageParam()
  const users = useCompanyUsers(page)
  const { confirm } = useConfirmDeleteUser()
  const seatsLeft = users.data ? users.data.seats.remaining > 0 : false

  // Without a free user space the button stays visible (so the way to add users is clear) but inert.
  const createButton = !canManage ? null : seatsLeft ? (
    <Button component={Link} to={paths.usersCreate} leftSection={<IconPlus size={18} aria-hidden />}>
      {tUsers('actions.create')}
    </Button>
  ) : (
    <Button leftSection={<IconPlus size={18} aria-hidden />} disabled>
      {tUsers('actions.create')}
    </Button>
  )

  const empty = (
    <EmptyState icon={<IconUsers size={32} aria-hidden />} title={tUsers('list.emptyTitle')} description={tUsers('list.emptyBody')} withIndicatorBackground>
      {createButton}
    </EmptyState>
  )
  const head = (
    <>
      <Table.Th>{tUsers('fields.name')}</Table.Th>
      <Table.Th>{tUsers('fields.username')}</Table.Th>
      <Table.Th>{tUsers('fields.email')}</Table.Th>
      <Table.Th>{tUsers('fields.permission')}</Table.Th>
      <Table.Th>{tUsers('fields.status')}</Table.Th>
      <Table.Th>{tUsers('fields.visibleShort')}</Table.Th>
      <Table.Th>
        <VisuallyHidden>{tUsers('actions.column')}</VisuallyHidden>
      </Table.Th>
    </>
  )
  const row = (user: TCompanyUser) => (
    <>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar imageUrl={user.imageUrl} firstName={user.firstName} lastName={user.lastName} size={36} />
          <div>
            <Text size="sm" fw={600} component={Link} to={paths.usersView(user.id)} c="inherit" td="none">
              {user.firstName} {user.lastName}
            </Text>
            {user.position ? (
              <Text size="xs" c="dimmed">
                {user.position}
              </Text>
            ) : null}
          </div>
        </Group>
      </Table.Td>
      <Table.Td>{user.username}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
      <Table.Td>
        <PermissionBadge permission={user.permission} />
      </Table.Td>
      <Table.Td>
        <StatusBadge status={user.status} />
      </Table.Td>
      <Table.Td>
        <VisibleIcon visible={user.isVisible} />
      </Table.Td>
      <Table.Td>
        <RowActions user={user} canManage={canManage} onDelete={confirm} />
      </Table.Td>
    </>
  )
  const card = (user: TCompanyUser) => (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <UserAvatar imageUrl={user.imageUrl} firstName={user.firstName} lastName={user.lastName} size={44} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} component={Link} to={paths.usersView(user.id)} c="inherit" td="none">
              {user.firstName} {user.lastName}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              @{user.username} · {user.email}
            </Text>
          </Stack>
        </Group>
        <RowActions user={user} canManage={canManage} onDelete={confirm} />
      </Group>
      <Group gap="xs" mt="sm">
        <PermissionBadge permission={user.permission} />
        <StatusBadge status={user.status} />
        <VisibleIcon visible={user.isVisible} />
      </Group>
    </>
  )

  return (
    <Page title={t('usersList.title')} description={t('usersList.description')} actions={createButton}>
      {users.data ? <SeatsBanner remaining={users.data.seats.remaining} limit={users.data.seats.limit} /> : null}
      <QueryList query={users} loadFailed={tUsers('list.loadFailed')} empty={empty} page={page} onPageChange={setPage}>
        {({ items }) => <ResponsiveList items={items} minWidth={860} highlightOnHover head={head} row={row} card={card} />}
      </QueryList>
      {users.data ? <ContactSettingsCard settings={users.data.settings} canManage={canManage} /> : null}
    </Page>
  )
}
