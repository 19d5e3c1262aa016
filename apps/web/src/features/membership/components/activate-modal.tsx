import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n-react'
import { MEMBERSHIP_PAYMENT_METHODS, type TAdminMembershipRequest } from '@nexo/shared'
import { formatDate } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifySuccess } from '../../../lib/notify'
import { useActivateMembership } from '../api/admin-membership-requests'

/** The platform admin confirms the payment (bank transfer reference or invoice number) and activates the plan. */
export function ActivateModal({ request, onClose }: { request: TAdminMembershipRequest; onClose: () => void }) {
  const { t } = useTranslation('membership')
  const { t: tPages } = useTranslation('pages')
  const language = useLanguage()
  const activate = useActivateMembership()
  const [method, setMethod] = useState<(typeof MEMBERSHIP_PAYMENT_METHODS)[number]>('bank_transfer')
  const [reference, setReference] = useState('')
  const [error, setError] = useState<string | null>(null)
  const plan = tPages(`membershipPlans.${request.plan}.name`)
  const isRenewal = request.currentPlan !== 'free' && request.currentExpiresAt !== null
  const submit = () => {
    if (!reference.trim()) return setError(t('admin.referenceRequired'))
    activate.mutate(
      { companyId: request.companyId, plan: request.plan, paymentMethod: method, paymentReference: reference.trim(), requestId: request.id },
      {
        onSuccess: (m) => {
          notifySuccess(t('admin.activated', { company: request.companyName, plan, date: formatDate(m.expiresAt, language) }))
          onClose()
        },
      },
    )
  }
  return (
    <Modal opened onClose={onClose} title={t('admin.activateTitle', { company: request.companyName })} centered>
      <Stack gap="md">
        <Text size="sm">
          {isRenewal
            ? t('admin.renewalNote', { plan, date: formatDate(request.currentExpiresAt!, language) })
            : t('admin.activationNote', { plan })}
        </Text>
        <SegmentedControl
          value={method}
          onChange={(v) => setMethod(v as typeof method)}
          data={MEMBERSHIP_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`admin.method.${m}`) }))}
          aria-label={t('admin.methodLabel')}
        />
        <TextInput
          label={method === 'invoice' ? t('admin.invoiceNumber') : t('admin.transferReference')}
          value={reference}
          onChange={(e) => {
            setReference(e.currentTarget.value)
            setError(null)
          }}
          error={error}
          maxLength={80}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={activate.isPending}>
            {isRenewal ? t('admin.renew') : t('admin.activate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
