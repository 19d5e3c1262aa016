// Dropzone's styles load with the forms that upload, not with every page.
import '@mantine/dropzone/styles.css'
import { useState } from 'react'
import { Group, Image, Input, Loader, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react'
import { useTranslation } from '../../../../lib/i18n-react'
import { errorCodeOf } from '../../../../lib/api-error'
import { errorMessageKey } from '../../../../lib/error-messages'
import { useUploadSignupLogo } from '../../api/upload-signup-logo'

/** Images a logo may be; the server sniffs the bytes and has the last word. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp']
/** A hint before uploading; the server enforces its own limit (PAYLOAD_TOO_LARGE). */
const LOGO_MAX_BYTES = 2 * 1024 * 1024

interface LogoUploadProps {
  previewUrl?: string
  onUploaded: (fileId: string, url: string) => void
  /** Translated error of the `logoFileId` field. */
  error?: string
}

/** Drop or pick the company logo: uploaded at once (POST /auth/signup/logo), then previewed. */
export function LogoUpload({ previewUrl, onUploaded, error }: LogoUploadProps) {
  const { t } = useTranslation('auth')
  const { t: tErrors } = useTranslation('errors')
  const upload = useUploadSignupLogo()
  const [problem, setProblem] = useState<string | null>(null)

  const onDrop = (files: File[]) => {
    const file = files[0]
    if (!file) return
    setProblem(null)
    upload.mutate(file, {
      onSuccess: (answer) => onUploaded(answer.fileId, answer.url),
      onError: (failure) => setProblem(tErrors(errorMessageKey(errorCodeOf(failure)))),
    })
  }
  const onReject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'))
    setProblem(tooLarge ? t('signup.logo.tooLarge') : t('signup.logo.wrongType'))
  }

  return (
    <Input.Wrapper label={t('fields.logo')} description={t('signup.logo.hint')} error={problem ?? error} labelElement="div" required>
      <Group align="stretch" gap="md" mt={6} wrap="wrap">
        <Dropzone
          onDrop={onDrop}
          onReject={onReject}
          accept={LOGO_TYPES}
          maxSize={LOGO_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          loading={upload.isPending}
          aria-label={t('signup.logo.drop')}
          style={{ flex: '1 1 260px' }}
        >
          <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={36} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('signup.logo.drop')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('signup.logo.types')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        <Group justify="center" w={112} h={112} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12, overflow: 'hidden' }} bg="white">
          {upload.isPending ? (
            <Loader size="sm" />
          ) : previewUrl ? (
            <Image src={previewUrl} alt={t('signup.logo.preview')} fit="contain" w={104} h={104} />
          ) : (
            <Text size="xs" c="dimmed" ta="center" px={6}>
              {t('signup.logo.none')}
            </Text>
          )}
        </Group>
      </Group>
    </Input.Wrapper>
  )
}
