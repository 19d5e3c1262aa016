import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { formatReadableTime, type TCreateAppointmentRequest, ZCreateAppointmentRequestSchema } from '@nexo/shared'
import { TextareaField, TextField } from '../../../components/form-fields'
import { useContactRight } from '../../../lib/contact-right'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useBookAppointment, useSlots } from '../api/appointments-api'
import { dateInZone } from '../../../lib/time-zones'
import { SlotPicker } from './slot-picker'

interface BookingModalProps {
  /** The company to meet; null closes the dialog. */
  companyId: string | null
  /** Its name as the link that opened the dialog said it (shown until the slots answer with the real one). */
  companyName: string
  timeZone: string
  onClose: () => void
}

/** Spec §3 Appointment: a free slot of the other company, then matter, reason and the contact details. */
export function BookingModal({ companyId, companyName, timeZone, onClose }: BookingModalProps) {
  const { t } = useTranslation('appointments')
  const language = useLanguage()
  const { profile } = useSession()
  const mayBook = useContactRight()
  const book = useBookAppointment()
  const [startsAt, setStartsAt] = useState<string | null>(null)
  const [missingTime, setMissingTime] = useState(false)
  // Same query as the picker's first page (cached): the host's real name for the title.
  const first = useSlots(companyId && mayBook ? { companyId, from: dateInZone(timeZone), to: dateInZone(timeZone, 13), timeZone } : null)
  const name = first.data?.hostName ?? companyName
  const form = useForm({
    resolver: zodResolver(ZCreateAppointmentRequestSchema),
    values: {
      hostCompanyId: companyId ?? '',
      startsAt: startsAt ?? '',
      matter: '',
      reason: '',
      name: profile?.full_name ?? '',
      company: profile?.company_name ?? '',
      email: profile?.email ?? '',
      phone: '',
    } satisfies TCreateAppointmentRequest,
    resetOptions: { keepDirtyValues: true },
  })
  const close = () => {
    setStartsAt(null)
    setMissingTime(false)
    form.reset()
    onClose()
  }
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await book.mutateAsync(values)
      } catch {
        setStartsAt(null) // a taken slot leaves the list on the refresh
        return
      }
      notifySuccess(t('book.sent', { company: name }))
      close()
    },
    () => setMissingTime(!startsAt),
  )
  return (
    <Modal closeButtonProps={{ 'aria-label': t('detail.close') }} opened={companyId !== null} onClose={close} title={name ? t('book.title', { company: name }) : t('book.titleLoading')} size="lg" centered>
      {companyId && !mayBook ? (
        <Stack gap="md">
          <Alert color="gray">{t('readOnly')}</Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('book.back')}
            </Button>
          </Group>
        </Stack>
      ) : companyId ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="lg">
            <Stack gap="xs">
              <Text fw={700}>{t('book.step1')}</Text>
              <SlotPicker companyId={companyId} timeZone={timeZone} value={startsAt} onChange={(next) => (setStartsAt(next), setMissingTime(false))} companyName={name} />
              {startsAt ? (
                <Text size="sm" fw={600} c="nexo.8" role="status">
                  {t('book.selected', { when: formatReadableTime(startsAt, { language, zone: timeZone, otherZone: first.data?.hostTimeZone }) })}
                </Text>
              ) : missingTime ? (
                <Alert color="red" variant="light" role="alert" py="xs">
                  {t('book.chooseTime')}
                </Alert>
              ) : null}
            </Stack>
            {first.isError ? null : (
              <Stack gap="sm">
                <Text fw={700}>{t('book.step2')}</Text>
                <TextField control={form.control} name="matter" label={t('book.matter')} placeholder={t('book.matterPlaceholder')} maxLength={150} required />
                <TextareaField control={form.control} name="reason" label={t('book.reason')} placeholder={t('book.reasonPlaceholder')} autosize minRows={3} maxLength={2000} required />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextField control={form.control} name="name" label={t('book.name')} maxLength={120} required autoComplete="name" />
                  <TextField control={form.control} name="company" label={t('book.company')} maxLength={160} required autoComplete="organization" />
                  <TextField control={form.control} name="email" label={t('book.email')} type="email" required autoComplete="email" />
                  <TextField control={form.control} name="phone" label={t('book.phone')} type="tel" required autoComplete="tel" />
                </SimpleGrid>
              </Stack>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('book.back')}
              </Button>
              <Button type="submit" loading={book.isPending} disabled={first.isError}>
                {t('book.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  )
}
