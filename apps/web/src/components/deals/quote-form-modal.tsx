import { useState } from 'react'
import { Alert, Anchor, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconAlertTriangle, IconCertificate, IconCrown } from '@tabler/icons-react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from '../../lib/i18n-react'
import { Link } from 'react-router'
import { z } from 'zod'
import { QUOTE_CURRENCIES, QUOTE_FILES_MAX, REQUIREMENT_DESCRIPTION_MAX, ZQuoteRequestSchema, type TCertificationRef, type TQuoteRequest } from '@nexo/shared'
import { paths } from '../../config/paths'
import { api } from '../../lib/api-client'
import { errorCodeOf } from '../../lib/api-error'
import { DateInput } from '../../lib/dates'
import { serverFieldIssues } from '../../lib/form-errors'
import { notifyErrorCode, notifySuccess } from '../../lib/notify'
import { usePlanRights } from '../../lib/plan-rights'
import { useSession } from '../../lib/session'
import { useFieldError } from '../../lib/use-field-error'
import { CountedTextareaField } from '../counted-textarea-field'
import { FileUploadField, type UploadedFile } from '../file-upload-field'
import { TextField } from '../form-fields'

export type QuoteTarget = { requirementId: string; receiverName: string } | { receiverCompanyId: string; receiverName: string }

const BLOCKED_CODES = ['REQUIREMENT_MEMBERSHIP_REQUIRED', 'QUOTE_PENDING_EXISTS', 'REQUIREMENT_NOT_OPEN', 'QUOTE_OWN_COMPANY'] as const
type BlockedCode = (typeof BLOCKED_CODES)[number]
const isBlocked = (code: string): code is BlockedCode => (BLOCKED_CODES as readonly string[]).includes(code)

type FormValues = z.input<typeof ZQuoteRequestSchema>
type Body = z.output<typeof ZQuoteRequestSchema>

const toIsoDay = (value: Date | string | null) => {
  if (!value) return null
  if (typeof value === 'string') return value.slice(0, 10)
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
}

interface QuoteFormModalProps {
  target: QuoteTarget
  defaultTitle?: string
  opened: boolean
  onClose: () => void
  onSent?: (id: string) => void
  /** Required certifications of the RFQ that the supplier's profile does not list: said before it writes (ADR 052). */
  missingCertifications?: TCertificationRef[]
}

/**
 * "Make a deal" (spec §3 Quote, §5: name, description and e-mail required, e-mail valid), validated by the shared
 * schema; the sender's details start from the signed-in user's profile. A quote to a company from its page is a
 * Platinum action: a free company gets the plans instead of a form it could not send (ADR 052).
 */
export function QuoteFormModal(props: QuoteFormModalProps) {
  const plan = usePlanRights()
  if ('receiverCompanyId' in props.target && plan.isFree) return <PlatinumOnlyModal {...props} />
  return <QuoteForm {...props} />
}

function PlatinumOnlyModal({ target, opened, onClose }: QuoteFormModalProps) {
  const { t } = useTranslation('deals')
  return (
    <Modal opened={opened} onClose={onClose} title={t('quoteForm.title', { name: target.receiverName })} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text size="sm">{t('makeDeal.platinumOnly', { company: target.receiverName })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button component={Link} to={paths.membership} color="yellow.4" autoContrast leftSection={<IconCrown size={16} aria-hidden />}>
            {t('makeDeal.seePlans')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

function QuoteForm({ target, defaultTitle, opened, onClose, onSent, missingCertifications = [] }: QuoteFormModalProps) {
  const { t } = useTranslation('deals')
  const { profile } = useSession()
  const fieldError = useFieldError()
  const queryClient = useQueryClient()
  const [files, setFiles] = useState<UploadedFile[]>([])
  const [blocked, setBlocked] = useState<BlockedCode | null>(null)
  const form = useForm<FormValues, unknown, Body>({
    resolver: zodResolver(ZQuoteRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      ...('requirementId' in target ? { requirementId: target.requirementId } : { receiverCompanyId: target.receiverCompanyId }),
      title: defaultTitle ?? '',
      description: '',
      amount: null,
      currency: 'MXN',
      leadTimeDays: null,
      validUntil: null,
      fileIds: [],
      senderName: profile?.full_name ?? '',
      senderEmail: profile?.email ?? '',
      senderPhone: '',
      senderPosition: profile?.position ?? '',
    },
  })
  const send = useMutation({
    mutationFn: (body: TQuoteRequest) => api.post('/api/v1/quotes', body, { schema: z.object({ id: z.string() }) }),
    meta: { silent: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['quotes'] }), queryClient.invalidateQueries({ queryKey: ['requirements'] })]),
  })

  const submit = form.handleSubmit(async (body) => {
    setBlocked(null)
    try {
      const { id } = await send.mutateAsync({ ...body, fileIds: files.map((f) => f.fileId) })
      notifySuccess(t('quoteForm.sent', { name: target.receiverName }))
      onClose()
      onSent?.(id)
    } catch (error) {
      const code = errorCodeOf(error)
      const issues = serverFieldIssues(error)
      if (issues.length > 0) {
        issues.forEach((issue, index) => form.setError(issue.path[0] as keyof FormValues, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }))
        notifyErrorCode('VALIDATION_FAILED')
        return
      }
      if (isBlocked(code)) setBlocked(code)
      notifyErrorCode(['VALIDATION_FAILED', 'FORBIDDEN', 'NETWORK_ERROR', 'NOT_FOUND'].includes(code) || code.startsWith('QUOTE') || code.startsWith('REQUIREMENT') ? code : 'QUOTE_SEND_FAILED')
    }
  })

  return (
    <Modal opened={opened} onClose={onClose} title={t('quoteForm.title', { name: target.receiverName })} size="lg" centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('quoteForm.lead')}
          </Text>
          {missingCertifications.length > 0 ? <MissingCertificationsAlert certifications={missingCertifications} /> : null}
          {blocked ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {t(`quoteForm.blocked.${blocked}`)}{' '}
              {blocked === 'REQUIREMENT_MEMBERSHIP_REQUIRED' ? (
                <Anchor component={Link} to={paths.membership} fw={600} fz="inherit">
                  {t('upgrade.cta')}
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
          <TextField control={form.control} name="title" label={t('quoteForm.fields.title')} required />
          <CountedTextareaField control={form.control} name="description" label={t('quoteForm.fields.description')} max={REQUIREMENT_DESCRIPTION_MAX} minRows={4} required />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={form.control}
              name="amount"
              render={({ field, fieldState }) => (
                <NumberInput
                  ref={field.ref}
                  label={t('quoteForm.fields.amount')}
                  value={typeof field.value === 'number' ? field.value : ''}
                  onChange={(value) => field.onChange(value === '' ? null : value)}
                  onBlur={field.onBlur}
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  allowNegative={false}
                  error={fieldError(fieldState.error)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Select label={t('quoteForm.fields.currency')} data={[...QUOTE_CURRENCIES]} value={field.value ?? 'MXN'} onChange={(value) => value && field.onChange(value)} allowDeselect={false} />
              )}
            />
            <Controller
              control={form.control}
              name="leadTimeDays"
              render={({ field, fieldState }) => (
                <NumberInput
                  ref={field.ref}
                  label={t('quoteForm.fields.leadTimeDays')}
                  value={typeof field.value === 'number' ? field.value : ''}
                  onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                  onBlur={field.onBlur}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  error={fieldError(fieldState.error)}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="validUntil"
            render={({ field, fieldState }) => (
              <DateInput
                label={t('quoteForm.fields.validUntil')}
                value={field.value ?? null}
                onChange={(value) => field.onChange(toIsoDay(value))}
                valueFormat="YYYY-MM-DD"
                clearable
                minDate={new Date()}
                error={fieldError(fieldState.error)}
              />
            )}
          />
          <Stack gap="xs">
            {[...files, null].slice(0, QUOTE_FILES_MAX).map((file, index) => (
              <FileUploadField
                key={file?.fileId ?? `new-${index}`}
                purpose="quote"
                label={index === 0 ? t('quoteForm.fields.files') : t('quoteForm.fields.moreFiles')}
                value={file}
                onChange={(value) => setFiles((current) => (value ? [...current.filter((f) => f.fileId !== file?.fileId), value] : current.filter((f) => f.fileId !== file?.fileId)))}
              />
            ))}
          </Stack>
          <Text fw={600} size="sm">
            {t('quoteForm.sender')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField control={form.control} name="senderName" label={t('quoteForm.fields.senderName')} autoComplete="name" required />
            <TextField control={form.control} name="senderEmail" type="email" label={t('quoteForm.fields.senderEmail')} autoComplete="email" required />
            <TextField control={form.control} name="senderPhone" type="tel" label={t('quoteForm.fields.senderPhone')} autoComplete="tel" />
            <TextField control={form.control} name="senderPosition" label={t('quoteForm.fields.senderPosition')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('quoteForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/**
 * The RFQ requires certifications the supplier's profile does not list (issue 27 item 5): said before quoting, with
 * the buyer's side of it and the way to add them.
 */
export function MissingCertificationsAlert({ certifications }: { certifications: TCertificationRef[] }) {
  const { t } = useTranslation('deals')
  return (
    <Alert color="yellow" variant="light" icon={<IconCertificate aria-hidden />} title={t('missingCerts.title', { names: certifications.map((c) => c.name).join(', '), count: certifications.length })}>
      <Text size="sm">
        {t('missingCerts.body', { count: certifications.length })}{' '}
        <Anchor component={Link} to={paths.companyProfile} fz="inherit" fw={600}>
          {t('missingCerts.edit')}
        </Anchor>
      </Text>
    </Alert>
  )
}
