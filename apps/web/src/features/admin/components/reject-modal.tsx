import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { ZRejectCompanyRequestSchema } from '@nexo/shared'
import { TextareaField } from '../../../components/form-fields'
import { notifySuccess } from '../../../lib/notify'
import { useRejectCompany } from '../api/review-company'

/** Rejecting needs a reason: it is mailed to the company and kept in the audit log. */
export function RejectModal({ company, onClose }: { company: { id: string; tradeName: string } | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const reject = useRejectCompany()
  const form = useForm({ resolver: zodResolver(ZRejectCompanyRequestSchema), defaultValues: { reason: '' } })
  const close = () => {
    form.reset({ reason: '' })
    onClose()
  }
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!company) return
    try {
      await reject.mutateAsync({ id: company.id, reason })
    } catch {
      return // the query client shows the error
    }
    notifySuccess(t('review.rejected', { name: company.tradeName }))
    close()
  })
  return (
    <Modal opened={company !== null} onClose={close} title={t('review.rejectTitle', { name: company?.tradeName ?? '' })} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('review.rejectBody')}
          </Text>
          <TextareaField control={form.control} name="reason" label={t('review.reason')} autosize minRows={3} maxLength={1000} required data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('review.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {t('review.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
