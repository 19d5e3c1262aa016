import { Text } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import type { TCompanyUser } from '@nexo/shared'
import { notifyErrorCode, notifySuccess } from '../../../lib/notify'
import { useDeleteCompanyUser } from '../api/delete-company-user'
import { failureCodeOf } from '../utils/failure-code'
import { openConfirmModal } from '../../../lib/confirm-modal'

/** Asks for confirmation in a modal, then deletes the user (spec §8 "delete success" / "delete error"). */
export function useConfirmDeleteUser(onDeleted?: () => void) {
  const { t } = useTranslation('users')
  const remove = useDeleteCompanyUser()
  const confirm = (user: Pick<TCompanyUser, 'id' | 'firstName' | 'lastName'>) =>
    openConfirmModal({
      title: t('delete.title'),
      centered: true,
      children: <Text size="sm">{t('delete.body', { name: `${user.firstName} ${user.lastName}` })}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(user.id, {
          onSuccess: () => {
            notifySuccess(t('delete.done'))
            onDeleted?.()
          },
          onError: (error) => notifyErrorCode(failureCodeOf(error, 'PROFILE_DELETE_FAILED')),
        }),
    })
  return { confirm, isDeleting: remove.isPending }
}
