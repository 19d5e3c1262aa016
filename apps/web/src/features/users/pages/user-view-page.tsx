import type { ReactNode } from 'react'
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate, useParams } from 'react-router'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { errorMessageKey } from '../../../lib/error-messages'
import { intlLocale } from '../../../lib/i18n'
import { useSession } from '../../../lib/session'
import { useCompanyUser } from '../api/get-company-user'
import { useConfirmDeleteUser } from '../components/use-delete-user'
import { UserAvatar } from '../components/user-avatar'
import { PermissionBadge, StatusBadge } from '../components/user-badges'
import { canManageUsers } from '../utils/permissions'
import { dateTimeFormat } from '../../../lib/intl-cache'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}

/** /users/view/:id */
export function UserViewPage() {
  const { t } = useTranslation('pages')
  const { t: tUsers } = useTranslation('users')
  const { t: tErrors } = useTranslation('errors')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { profile } = useSession()
  const canManage = canManageUsers(profile)
  const user = useCompanyUser(id)
  const { confirm } = useConfirmDeleteUser(() => void navigate(paths.usersList))
  const dash = '—'
  const dateFormat = dateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' })

  let body
  if (user.isPending) body = <Skeleton height={320} radius="lg" />
  else if (user.isError) {
    body = (
      <Alert color="red" variant="light">
        {tErrors(errorMessageKey(errorCodeOf(user.error)))}
      </Alert>
    )
  } else {
    const u = user.data
    body = (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="center">
            <UserAvatar imageUrl={u.imageUrl} firstName={u.firstName} lastName={u.lastName} size={72} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} size="h3">
                {u.firstName} {u.lastName}
              </Title>
              <Text c="dimmed" size="sm">
                @{u.username}
              </Text>
              <Group gap="xs">
                <PermissionBadge permission={u.permission} />
                <StatusBadge status={u.status} />
              </Group>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Field label={tUsers('fields.email')}>{u.email}</Field>
            <Field label={tUsers('fields.phone')}>
              {u.phone ?? dash}
              {u.extension ? ` · ${tUsers('fields.extensionShort')} ${u.extension}` : ''}
            </Field>
            <Field label={tUsers('fields.position')}>{u.position ?? dash}</Field>
            <Field label={tUsers('fields.department')}>{u.department ?? dash}</Field>
            <Field label={tUsers('fields.visible')}>{u.isVisible ? tUsers('visibility.visible') : tUsers('visibility.hidden')}</Field>
            <Field label={tUsers('fields.lastLogin')}>{u.lastLoginAt ? dateFormat.format(new Date(u.lastLoginAt)) : tUsers('view.neverSignedIn')}</Field>
            <Field label={tUsers('fields.createdAt')}>{dateFormat.format(new Date(u.createdAt))}</Field>
          </SimpleGrid>
        </Stack>
      </Paper>
    )
  }

  return (
    <Page
      title={t('usersView.title')}
      size="md"
      actions={
        <>
          <Button component={Link} to={paths.usersList} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {tUsers('actions.backToList')}
          </Button>
          {canManage && user.data ? (
            <>
              <Button component={Link} to={paths.usersEdit(id)} variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
                {tUsers('actions.edit')}
              </Button>
              <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => user.data && confirm(user.data)}>
                {tUsers('actions.delete')}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      {body}
    </Page>
  )
}
