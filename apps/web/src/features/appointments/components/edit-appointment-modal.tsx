import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { type TAppointment, ZUpdateAppointmentRequestSchema } from '@nexo/shared'
import { TextareaField, TextField } from '../../../components/form-fields'
import { notifySuccess } from '../../../lib/notify'
import { useUpdateAppointment } from '../api/appointments-api'
import { SlotPicker } from './slot-picker'

interface EditProps {
  appointment: TAppointment | null
  timeZone: string
  onClose: () => void
  onDone: () => void
}

/** The guest edits the details or moves the meeting; the host may only replace the meeting link. */
export function EditAppointmentModal({ appointment, timeZone, onClose, onDone }: EditProps) {
  const { t } = useTranslation('appointments')
  return (
    <Modal closeButtonProps={{ 'aria-label': t('detail.close') }} opened={appointment !== null} onClose={onClose} title={t('edit.title')} size="lg" centered>
      {appointment ? (
        appointment.role === 'host' ? (
          <HostEdit appointment={appointment} onClose={onClose} onDone={onDone} />
        ) : (
          <GuestEdit appointment={appointment} timeZone={timeZone} onClose={onClose} onDone={onDone} />
        )
      ) : null}
    </Modal>
  )
}

function HostEdit({ appointment, onClose, onDone }: { appointment: TAppointment; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('appointments')
  const update = useUpdateAppointment()
  const form = useForm({ resolver: zodResolver(ZUpdateAppointmentRequestSchema), defaultValues: { meetingUrl: appointment.meetingUrl } })
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: appointment.id, body: { meetingUrl: body.meetingUrl } })
    } catch {
      return
    }
    notifySuccess(t('edit.done'))
    onClose()
    onDone()
  })
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <TextField control={form.control} name="meetingUrl" label={t('edit.meetingUrl')} description={t('edit.meetingUrlHint')} type="url" required data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('edit.back')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function GuestEdit({ appointment, timeZone, onClose, onDone }: { appointment: TAppointment; timeZone: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('appointments')
  const update = useUpdateAppointment()
  const [move, setMove] = useState(false)
  const [startsAt, setStartsAt] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(ZUpdateAppointmentRequestSchema),
    defaultValues: { matter: appointment.matter, reason: appointment.reason, name: appointment.name, company: appointment.company, email: appointment.email, phone: appointment.phone },
  })
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: appointment.id, body: { ...body, ...(move && startsAt ? { startsAt } : {}) } })
    } catch {
      return
    }
    notifySuccess(t('edit.done'))
    onClose()
    onDone()
  })
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Radio.Group value={move ? 'move' : 'keep'} onChange={(v) => setMove(v === 'move')}>
          <Group gap="lg">
            <Radio value="keep" label={t('edit.keepTime')} />
            <Radio value="move" label={t('edit.move')} />
          </Group>
        </Radio.Group>
        {move ? (
          <Stack gap="xs">
            <SlotPicker companyId={appointment.host.id} timeZone={timeZone} value={startsAt} onChange={setStartsAt} companyName={appointment.host.tradeName} />
            <Text size="xs" c="dimmed">
              {t('edit.movedNote', { company: appointment.host.tradeName })}
            </Text>
          </Stack>
        ) : null}
        <TextField control={form.control} name="matter" label={t('book.matter')} maxLength={150} required />
        <TextareaField control={form.control} name="reason" label={t('book.reason')} autosize minRows={3} maxLength={2000} required />
        <TextField control={form.control} name="name" label={t('book.name')} maxLength={120} required />
        <TextField control={form.control} name="company" label={t('book.company')} maxLength={160} required />
        <TextField control={form.control} name="email" label={t('book.email')} type="email" required />
        <TextField control={form.control} name="phone" label={t('book.phone')} type="tel" required />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('edit.back')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={move && !startsAt}>
            {t('edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
