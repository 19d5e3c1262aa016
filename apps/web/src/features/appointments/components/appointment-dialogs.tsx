import { Alert, Anchor, Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { IconCalendarDown, IconVideo } from '@tabler/icons-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { type AppointmentStatus, type TAppointment, ZCancelAppointmentRequestSchema, ZDeclineAppointmentRequestSchema } from '@nexo/shared'
import { TextareaField } from '../../../components/form-fields'
import { useContactRight } from '../../../lib/contact-right'
import { useLanguage } from '../../../lib/directory/use-language'
import { notify, notifySuccess } from '../../../lib/notify'
import { downloadWithSession } from '../../../lib/download-file'
import { useAcceptAppointment, useCancelAppointment, useDeclineAppointment } from '../api/appointments-api'
import { formatDateTime, formatTime, zoneLabel } from '../../../lib/time-zones'
import { EditAppointmentModal } from './edit-appointment-modal'

export const STATUS_BADGE: Record<AppointmentStatus, string> = { pending: 'orange', accepted: 'teal', declined: 'gray', cancelled: 'red' }

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation('appointments')
  return (
    <Badge color={STATUS_BADGE[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  )
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </Stack>
  )
}

/** One appointment: what, when on both clocks, the meeting link and the actions its state and the caller's side allow. */
export function AppointmentModal({ appointment, timeZone, onClose }: { appointment: TAppointment | null; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation('appointments')
  const language = useLanguage()
  const accept = useAcceptAppointment()
  const [dialog, setDialog] = useState<'cancel' | 'decline' | 'edit' | null>(null)
  const a = appointment
  const isLive = a?.status === 'pending' || a?.status === 'accepted'
  // A restricted user without the contact right (ADR 047) views meetings; changing or answering them is refused.
  const mayAct = useContactRight()
  const canAct = isLive && mayAct
  const other = a ? (a.role === 'host' ? a.guest : a.host) : null
  const onAccept = async () => {
    if (!a) return
    try {
      await accept.mutateAsync(a.id)
    } catch {
      return
    }
    notifySuccess(t('detail.accepted'))
    onClose()
  }
  return (
    <>
      <Modal closeButtonProps={{ 'aria-label': t('detail.close') }} opened={a !== null && dialog === null} onClose={onClose} title={t('detail.title')} size="lg" centered>
        {a && other ? (
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={700}>{t(`role.${a.role}`, { company: other.tradeName })}</Text>
              <StatusBadge status={a.status} />
            </Group>
            <Field label={t('detail.when')}>
              {formatDateTime(a.startsAt, timeZone, language)} – {formatTime(a.endsAt, timeZone, language)} · {zoneLabel(timeZone, language, new Date(a.startsAt))}
              {a.host.timeZone !== timeZone ? (
                <Text size="xs" c="dimmed">
                  {t('detail.hostClock', { time: formatTime(a.startsAt, a.hostTimeZone, language), company: a.host.tradeName, zone: zoneLabel(a.hostTimeZone, language, new Date(a.startsAt)) })}
                </Text>
              ) : null}
            </Field>
            <Field label={t('detail.matter')}>{a.matter}</Field>
            <Field label={t('detail.reason')}>{a.reason}</Field>
            <Field label={t('detail.contact')}>
              {a.name} · {a.company}
              <br />
              <Anchor href={`mailto:${a.email}`} size="sm">
                {a.email}
              </Anchor>{' '}
              ·{' '}
              <Anchor href={`tel:${a.phone.replace(/[^\d+]/g, '')}`} size="sm">
                {a.phone}
              </Anchor>
            </Field>
            {a.status === 'cancelled' ? (
              <Alert color="red" variant="light" title={t('detail.cancelledBy', { company: a.cancelledBy === 'host' ? a.host.tradeName : a.guest.tradeName })}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {t('detail.cancellationReason')}: {a.cancellationReason}
                </Text>
              </Alert>
            ) : null}
            {a.status === 'declined' && a.declineReason ? (
              <Alert color="gray" variant="light" title={t('detail.declineReason')}>
                <Text size="sm">{a.declineReason}</Text>
              </Alert>
            ) : null}
            {a.status === 'pending' && a.role === 'guest' ? (
              <Text size="sm" c="dimmed">
                {t('detail.awaitingHost', { company: a.host.tradeName })}
              </Text>
            ) : null}
            {isLive ? (
              <Field label={t('detail.meeting')}>
                <Group gap="sm" wrap="wrap">
                  <Button component="a" href={a.meetingUrl} target="_blank" rel="noopener noreferrer" size="xs" variant="light" leftSection={<IconVideo size={16} aria-hidden />}>
                    {t('detail.join')}
                  </Button>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {a.meetingUrl}
                  </Text>
                </Group>
              </Field>
            ) : null}
            {isLive && !mayAct ? <Alert color="gray">{t('readOnly')}</Alert> : null}
            <Divider />
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Button
                variant="subtle"
                size="sm"
                leftSection={<IconCalendarDown size={16} aria-hidden />}
                onClick={() => void downloadWithSession(`/api/v1/appointments/${a.id}/ics`, `appointment-${a.id}.ics`).catch(() => notify('error', { message: t('detail.downloadFailed') }))}
              >
                {t('detail.download')}
              </Button>
              <Group gap="sm" wrap="wrap">
                {canAct ? (
                  <Button variant="default" onClick={() => setDialog('edit')}>
                    {a.role === 'host' ? t('detail.editLink') : t('detail.edit')}
                  </Button>
                ) : null}
                {canAct ? (
                  <Button variant="light" color="red" onClick={() => setDialog('cancel')}>
                    {t('detail.cancel')}
                  </Button>
                ) : null}
                {canAct && a.status === 'pending' && a.role === 'host' ? (
                  <>
                    <Button variant="light" color="gray" onClick={() => setDialog('decline')}>
                      {t('detail.decline')}
                    </Button>
                    <Button onClick={() => void onAccept()} loading={accept.isPending}>
                      {t('detail.accept')}
                    </Button>
                  </>
                ) : null}
              </Group>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <CancelModal appointment={dialog === 'cancel' ? a : null} onClose={() => setDialog(null)} onDone={onClose} />
      <DeclineModal appointment={dialog === 'decline' ? a : null} onClose={() => setDialog(null)} onDone={onClose} />
      <EditAppointmentModal appointment={dialog === 'edit' ? a : null} timeZone={timeZone} onClose={() => setDialog(null)} onDone={onClose} />
    </>
  )
}

interface ActionModalProps {
  appointment: TAppointment | null
  onClose: () => void
  /** After success: closes the appointment too. */
  onDone: () => void
}

/** Spec §5: cancelling needs a reason; the shared schema says so on both sides. */
export function CancelModal({ appointment, onClose, onDone }: ActionModalProps) {
  const { t } = useTranslation('appointments')
  const cancel = useCancelAppointment()
  const form = useForm({ resolver: zodResolver(ZCancelAppointmentRequestSchema), defaultValues: { reason: '' } })
  const close = () => {
    form.reset({ reason: '' })
    onClose()
  }
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!appointment) return
    try {
      await cancel.mutateAsync({ id: appointment.id, body: { reason } })
    } catch {
      return // the query client shows the error
    }
    notifySuccess(t('cancel.done'))
    form.reset({ reason: '' })
    onClose()
    onDone()
  })
  return (
    <Modal closeButtonProps={{ 'aria-label': t('detail.close') }} opened={appointment !== null} onClose={close} title={t('cancel.title')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('cancel.body')}
          </Text>
          <TextareaField control={form.control} name="reason" label={t('cancel.reason')} autosize minRows={3} maxLength={500} required data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel.back')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {t('cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

export function DeclineModal({ appointment, onClose, onDone }: ActionModalProps) {
  const { t } = useTranslation('appointments')
  const decline = useDeclineAppointment()
  const form = useForm({ resolver: zodResolver(ZDeclineAppointmentRequestSchema), defaultValues: { reason: '' } })
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!appointment) return
    try {
      await decline.mutateAsync({ id: appointment.id, body: { reason: reason || undefined } })
    } catch {
      return
    }
    notifySuccess(t('detail.declined'))
    form.reset({ reason: '' })
    onClose()
    onDone()
  })
  return (
    <Modal closeButtonProps={{ 'aria-label': t('detail.close') }} opened={appointment !== null} onClose={onClose} title={t('decline.title')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextareaField control={form.control} name="reason" label={t('decline.reason')} autosize minRows={2} maxLength={500} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('decline.back')}
            </Button>
            <Button type="submit" color="red" loading={decline.isPending}>
              {t('decline.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
