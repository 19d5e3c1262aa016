// Dropzone's styles load with the forms that upload, not with every page.
import '@mantine/dropzone/styles.css'
import { useState } from 'react'
import { ActionIcon, Anchor, Group, Image, Input, Paper, Stack, Text, Tooltip } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { IconFile, IconTrash, IconUpload, IconX } from '@tabler/icons-react'
import { useTranslation } from '../lib/i18n-react'
import { COMPANY_UPLOAD_RULES, type CompanyUploadPurpose } from '@nexo/shared'
import { errorCodeOf } from '../lib/api-error'
import { errorMessageKey } from '../lib/error-messages'
import { intlLocale } from '../lib/i18n'
import { useUploadCompanyFile } from '../lib/upload-company-file'
import { numberFormat } from '../lib/intl-cache'

/** A stored file as a form shows it. */
export interface UploadedFile {
  fileId: string
  url: string
  name: string
  mimeType: string
  sizeBytes?: number
}

/** "2.1 MB", "340 KB" in the interface language. */
export function formatFileSize(bytes: number): string {
  const format = numberFormat(intlLocale(), { maximumFractionDigits: 2 })
  const kb = bytes / 1024
  return kb < 1024 ? `${format.format(Math.max(1, Math.round(kb)))} KB` : `${format.format(kb / 1024)} MB`
}

const TYPE_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' }

interface FileUploadFieldProps {
  purpose: CompanyUploadPurpose
  /** Translated label. */
  label: string
  description?: string
  required?: boolean
  value: UploadedFile | null
  onChange: (value: UploadedFile | null) => void
  /** Translated error of the form field (e.g. "required"). */
  error?: string
  /** Read-only: shows the file, no drop zone, no remove. */
  readOnly?: boolean
  /** Whether the file can be removed (cleared to none). */
  removable?: boolean
}

/**
 * Drop or pick a company file; uploaded at once (POST /api/v1/files with the purpose), then shown
 * with a link. Type and size are only hinted here: the server sniffs the bytes and answers
 * 413/415, which appear under the field in the interface language.
 */
export function FileUploadField({ purpose, label, description, required, value, onChange, error, readOnly = false, removable = true }: FileUploadFieldProps) {
  const { t } = useTranslation('inputs', { keyPrefix: 'upload' })
  const { t: tErrors } = useTranslation('errors')
  const upload = useUploadCompanyFile()
  const [problem, setProblem] = useState<string | null>(null)
  const rule = COMPANY_UPLOAD_RULES[purpose]
  const types = rule.mimeTypes.map((type) => TYPE_NAMES[type] ?? type).join(', ')
  const hint = t('hint', { types, size: formatFileSize(rule.maxBytes) })
  const isImage = value?.mimeType.startsWith('image/') ?? false

  const onDrop = (files: File[]) => {
    const file = files[0]
    if (!file) return
    setProblem(null)
    upload.mutate(
      { file, purpose },
      {
        onSuccess: (answer) => onChange({ fileId: answer.fileId, url: answer.url, name: file.name, mimeType: answer.mimeType, sizeBytes: answer.sizeBytes }),
        onError: (failure) => {
          const code = errorCodeOf(failure)
          setProblem(code === 'PAYLOAD_TOO_LARGE' ? t('tooLarge', { size: formatFileSize(rule.maxBytes) }) : code === 'UNSUPPORTED_MEDIA_TYPE' ? t('wrongType', { types }) : tErrors(errorMessageKey(code)))
        },
      },
    )
  }
  const onReject = (rejections: FileRejection[]) => {
    const tooMany = rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'))
    setProblem(tooMany ? t('oneFile') : t('wrongType', { types }))
  }

  const current = value ? (
    <Paper withBorder radius="md" p="xs">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {isImage ? (
            <Image src={value.url} alt="" w={48} h={48} fit="contain" radius="sm" />
          ) : (
            <IconFile size={28} stroke={1.5} aria-hidden style={{ flex: 'none' }} />
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor href={value.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600} truncate="end">
              {value.name}
            </Anchor>
            {value.sizeBytes ? (
              <Text size="xs" c="dimmed">
                {formatFileSize(value.sizeBytes)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {!readOnly && removable ? (
          <Tooltip label={t('remove')}>
            <ActionIcon variant="subtle" color="red" onClick={() => onChange(null)} aria-label={t('removeNamed', { name: value.name })}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Paper>
  ) : readOnly ? (
    <Text size="sm" c="dimmed">
      {t('none')}
    </Text>
  ) : null

  return (
    <Input.Wrapper label={label} description={readOnly ? undefined : (description ?? hint)} error={problem ?? error} labelElement="div" required={required && !readOnly}>
      <Stack gap="xs" mt={6}>
        {current}
        {readOnly ? null : (
          <Dropzone
            onDrop={onDrop}
            onReject={onReject}
            accept={[...rule.mimeTypes]}
            maxFiles={1}
            multiple={false}
            loading={upload.isPending}
            aria-label={`${label}: ${value ? t('replace') : t('drop')}`}
            p="sm"
          >
            <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: 'none' }} wrap="nowrap">
              <Dropzone.Accept>
                <IconUpload size={24} stroke={1.5} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={24} stroke={1.5} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconUpload size={24} stroke={1.5} aria-hidden />
              </Dropzone.Idle>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {value ? t('replace') : t('drop')}
                </Text>
                {description ? (
                  <Text size="xs" c="dimmed">
                    {hint}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Dropzone>
        )}
      </Stack>
    </Input.Wrapper>
  )
}
