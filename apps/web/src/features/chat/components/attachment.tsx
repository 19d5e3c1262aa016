import { useEffect, useState } from 'react'
import { Anchor, Group, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconFileTypePdf, IconPaperclip } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import type { TChatAttachment } from '@nexo/shared'
import { buildUrl } from '../../../lib/api-client'
import { downloadFile } from '../../../lib/directory/files'
import { formatFileSize } from '../utils/format'
import { notifyError } from '../../../lib/notify'
import { sessionStore } from '../../../lib/session-store'

/** Chat files need the bearer token (no cookies), so images are fetched and shown from a blob URL. */
function useAuthorizedBlobUrl(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!url) return
    let revoked = false
    let created: string | null = null
    const token = sessionStore.getSnapshot().token
    fetch(buildUrl(url), { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((r) => (r.ok ? r.blob() : null))
      .then((blob) => {
        if (!blob || revoked) return
        created = URL.createObjectURL(blob)
        setObjectUrl(created)
      })
      .catch(() => undefined)
    return () => {
      revoked = true
      if (created) URL.revokeObjectURL(created)
    }
  }, [url])
  return objectUrl
}

export function Attachment({ file }: { file: TChatAttachment }) {
  const { t } = useTranslation('chat')
  const isImage = file.mimeType.startsWith('image/')
  const preview = useAuthorizedBlobUrl(isImage ? (file.thumbnailUrl ?? file.url) : null)
  const download = () => void downloadFile(file.url, file.originalName).catch(notifyError)

  if (isImage) {
    return (
      <UnstyledButton onClick={download} aria-label={t('message.openImage', { name: file.originalName })} style={{ display: 'block' }}>
        {preview ? (
          <img src={preview} alt={file.originalName} style={{ maxWidth: 'min(240px, 100%)', maxHeight: 240, borderRadius: 8, display: 'block' }} />
        ) : (
          <Skeleton width={160} height={120} radius="md" />
        )}
      </UnstyledButton>
    )
  }
  return (
    <Anchor component="button" type="button" onClick={download} c="inherit" underline="always">
      <Group gap={6} wrap="nowrap" component="span">
        <VisuallyHidden>{`${t('message.downloadPrefix')} `}</VisuallyHidden>
        {file.mimeType === 'application/pdf' ? <IconFileTypePdf size={20} aria-hidden /> : <IconPaperclip size={20} aria-hidden />}
        <Text span size="sm" style={{ wordBreak: 'break-all' }}>
          {file.originalName}
        </Text>
        <Text span size="xs" opacity={0.8}>
          {formatFileSize(file.sizeBytes)}
        </Text>
      </Group>
    </Anchor>
  )
}
