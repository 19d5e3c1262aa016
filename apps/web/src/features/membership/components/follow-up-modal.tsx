import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n-react'
import type { TAdminMembershipRequest } from '@nexo/shared'
import { notifySuccess } from '../../../lib/notify'
import { useUpdateMembershipRequest } from '../api/admin-membership-requests'

const STATES = ['pending', 'contacted', 'closed'] as const

/** The follow-up of a request: where it stands and a note of what was agreed. */
export function FollowUpModal({ request, onClose }: { request: TAdminMembershipRequest; onClose: () => void }) {
  const { t } = useTranslation('membership')
  const update = useUpdateMembershipRequest()
  const [status, setStatus] = useState<(typeof STATES)[number]>(request.status === 'activated' ? 'closed' : request.status)
  const [note, setNote] = useState(request.adminNote ?? '')
  const submit = () =>
    update.mutate(
      { id: request.id, status, adminNote: note.trim() || undefined },
      {
        onSuccess: () => {
          notifySuccess(t('admin.saved'))
          onClose()
        },
      },
    )
  return (
    <Modal opened onClose={onClose} title={t('admin.followUpTitle', { company: request.companyName })} centered>
      <Stack gap="md">
        <Select
          label={t('requests.status')}
          data={STATES.map((s) => ({ value: s, label: t(`requestStatus.${s}`) }))}
          value={status}
          onChange={(v) => v && setStatus(v as (typeof STATES)[number])}
          allowDeselect={false}
        />
        <Textarea label={t('admin.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={3} maxLength={1000} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={update.isPending}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
