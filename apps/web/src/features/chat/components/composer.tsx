import { useRef, useState, type KeyboardEvent } from 'react'
import { ActionIcon, Button, CloseButton, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconPaperclip, IconSend } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES, CHAT_MESSAGE_MAX } from '@nexo/shared'
import { notifyWarning } from '../../../lib/notify'
import { sendTyping, useSendMessage } from '../api/chat-api'
import { formatFileSize } from '../utils/format'

/** A typing event at most this often while the user keeps typing. */
const TYPING_EVERY_MS = 3000

/**
 * Writes a message (and at most one file). The message keeps its client id until it is stored, so a retry after a
 * lost answer never stores it twice; the text stays in the box when sending fails.
 */
export function Composer({ chatId }: { chatId: string }) {
  const { t } = useTranslation('chat')
  const [body, setBody] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const clientId = useRef(crypto.randomUUID())
  const lastTyping = useRef(0)
  const resetFile = useRef<() => void>(null)
  const send = useSendMessage(chatId)
  // On a phone the box gets the width: no keyboard hint (no Enter key habit there) and an icon-only send button.
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false

  const pickFile = (picked: File | null) => {
    if (!picked) return
    if (!(CHAT_FILE_TYPES as readonly string[]).includes(picked.type)) return notifyWarning(t('composer.wrongType', { name: picked.name }))
    if (picked.size > CHAT_FILE_MAX_BYTES) return notifyWarning(t('composer.tooLarge', { name: picked.name }))
    setFile(picked)
  }

  const submit = () => {
    const text = body.trim()
    if ((!text && !file) || send.isPending) return
    send.mutate(
      { clientId: clientId.current, body: text, file },
      {
        onSuccess: () => {
          clientId.current = crypto.randomUUID()
          setBody('')
          setFile(null)
          resetFile.current?.()
        },
      },
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  const onChange = (value: string) => {
    setBody(value)
    const now = Date.now()
    if (value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now
      void sendTyping(chatId)
    }
  }

  return (
    <Paper p="xs" withBorder radius="md">
      <Stack gap={6}>
        {file ? (
          <Group gap="xs" wrap="nowrap">
            <IconPaperclip size={16} aria-hidden />
            <Text size="sm" truncate="end" style={{ flex: 1 }}>
              {file.name} · {formatFileSize(file.size)}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('composer.removeFile', { name: file.name })}
              onClick={() => {
                setFile(null)
                resetFile.current?.()
              }}
            />
          </Group>
        ) : null}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <FileButton onChange={pickFile} accept={CHAT_FILE_TYPES.join(',')} resetRef={resetFile}>
            {(props) => (
              <ActionIcon {...props} variant="default" size="lg" aria-label={t('composer.attach')} title={t('composer.attach')} mb={isPhone ? 0 : 22}>
                <IconPaperclip size={18} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
          <Textarea
            aria-label={t('composer.label')}
            placeholder={t('composer.placeholder')}
            description={isPhone ? undefined : t('composer.hint')}
            value={body}
            onChange={(e) => onChange(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            autosize
            minRows={1}
            maxRows={6}
            maxLength={CHAT_MESSAGE_MAX}
            style={{ flex: 1 }}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          {isPhone ? (
            <ActionIcon onClick={() => submit()} loading={send.isPending} disabled={!body.trim() && !file} size="lg" aria-label={t('composer.send')}>
              <IconSend size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <Button onClick={() => submit()} loading={send.isPending} disabled={!body.trim() && !file} leftSection={<IconSend size={16} aria-hidden />} mb={22}>
              {t('composer.send')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
