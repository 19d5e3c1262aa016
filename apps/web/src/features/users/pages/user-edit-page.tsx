import { Alert, Skeleton } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { useNavigate, useParams } from 'react-router'
import type { TUpdateCompanyUserRequest } from '@nexo/shared'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { errorMessageKey } from '../../../lib/error-messages'
import { notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useCompanyUser } from '../api/get-company-user'
import { useUpdateCompanyUser } from '../api/update-company-user'
import { AdminsOnly } from '../components/admins-only'
import { UserForm } from '../components/user-form'
import { canManageUsers } from '../utils/permissions'
import { userToFormValues } from '../utils/user-form-values'

/** /users/edit/:id */
export function UserEditPage() {
  const { t } = useTranslation('pages')
  const { t: tUsers } = useTranslation('users')
  const { t: tErrors } = useTranslation('errors')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { profile } = useSession()
  const user = useCompanyUser(id)
  const update = useUpdateCompanyUser()

  let body
  if (!canManageUsers(profile)) body = <AdminsOnly />
  else if (user.isPending) body = <Skeleton height={520} radius="lg" />
  else if (user.isError) {
    body = (
      <Alert color="red" variant="light">
        {tErrors(errorMessageKey(errorCodeOf(user.error)))}
      </Alert>
    )
  } else {
    body = (
      <UserForm
        key={user.data.id}
        mode="edit"
        initialValues={userToFormValues(user.data)}
        initialImageUrl={user.data.imageUrl}
        submitting={update.isPending}
        cancelTo={paths.usersView(id)}
        onSubmit={async (values) => {
          await update.mutateAsync({ id, body: values as TUpdateCompanyUserRequest })
          notifySuccess(tUsers('form.saved'))
          void navigate(paths.usersView(id))
        }}
      />
    )
  }
  return (
    <Page title={t('usersEdit.title')} description={t('usersEdit.description')} size="md">
      {body}
    </Page>
  )
}
