import { Text } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import type { TCatalogueItem } from '@nexo/shared'
import { errorCodeOf } from '../../../lib/api-error'
import { notify, notifyErrorCode, notifySuccess } from '../../../lib/notify'
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item'
import { openConfirmModal } from '../../../lib/confirm-modal'

/** Asks in a modal, then deletes the item. */
export function useConfirmDeleteItem(onDeleted?: () => void) {
  const { t } = useTranslation('catalogue')
  const remove = useDeleteCatalogueItem()
  const confirm = (item: Pick<TCatalogueItem, 'id' | 'title'>) =>
    openConfirmModal({
      title: t('delete.title'),
      centered: true,
      children: <Text size="sm">{t('delete.body', { title: item.title })}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => {
            notifySuccess(t('delete.done', { title: item.title }))
            onDeleted?.()
          },
          onError: (error) => {
            const code = errorCodeOf(error)
            if (code === 'FORBIDDEN' || code === 'NETWORK_ERROR') notifyErrorCode(code)
            else notify('error', { message: t('delete.failed') })
          },
        }),
    })
  return { confirm, isDeleting: remove.isPending }
}
