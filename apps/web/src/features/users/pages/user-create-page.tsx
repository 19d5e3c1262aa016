import { useTranslation } from '../../../lib/i18n-react'
import { useNavigate } from 'react-router'
import type { TCreateCompanyUserRequest } from '@nexo/shared'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useCreateCompanyUser } from '../api/create-company-user'
import { useCompanyUsers } from '../api/get-company-users'
import { AdminsOnly } from '../components/admins-only'
import { SeatsBanner } from '../components/seats-banner'
import { UserForm } from '../components/user-form'
import { canManageUsers } from '../utils/permissions'

/** /users/create */
export function UserCreatePage() {
  const { t } = useTranslation('pages')
  const { t: tUsers } = useTranslation('users')
  const navigate = useNavigate()
  const { profile } = useSession()
  const create = useCreateCompanyUser()
  const canManage = canManageUsers(profile)
  const users = useCompanyUsers(1)

  return (
    <Page title={t('usersCreate.title')} description={t('usersCreate.description')} size="md">
      {!canManage ? (
        <AdminsOnly />
      ) : (
        <>
          {users.data ? <SeatsBanner remaining={users.data.seats.remaining} limit={users.data.seats.limit} /> : null}
          <UserForm
            mode="create"
            submitting={create.isPending}
            cancelTo={paths.usersList}
            onSubmit={async (values) => {
              await create.mutateAsync(values as TCreateCompanyUserRequest)
              notifySuccess(tUsers('form.created'))
              void navigate(paths.usersList)
            }}
          />
        </>
      )}
    </Page>
  )
}
