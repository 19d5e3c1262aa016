import { useState } from 'react'
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Textarea } from '@mantine/core'
import { IconCheck, IconChecks, IconDots } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import type { TChatMessage } from '@nexo/shared'
import { localeOf } from '../../../lib/intl-cache'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifySuccess } from '../../../lib/notify'
import { useDeleteFile, useDeleteMessage, useEditMessage, useSetMessageRead } from '../api/chat-api'
import { formatMessageTime } from '../utils/format'
import { Attachment } from './attachment'

interface MessageItemProps {
  message: TChatMessage
  /** The viewer may change its own messages (an accepted chat of which it is one of the two users). */
  canWrite: boolean
}

/** One message: text as text (never HTML), its file, time, read mark, and its actions in a menu. */
export function MessageItem({ message, canWrite }: MessageItemProps) {
  const { t } = useTranslation('chat')
  const language = useLanguage()
  const [isEditing, setIsEditing] = useState(false)
  const [draft, setDraft] = useState(message.body)
  const edit = useEditMessage(message.chatId)
  const remove = useDeleteMessage(message.chatId)
  const removeFile = useDeleteFile(message.chatId)
  const setRead = useSetMessageRead(message.chatId)
  const mine = message.isMine

  const save = () =>
    edit.mutate(
      { messageId: message.id, body: draft.trim() },
      {
        onSuccess: () => setIsEditing(false),
      },
    )

  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap" align="flex-start" gap={4} data-testid="chat-message" data-mine={mine ? 'true' : 'false'}>
      {mine ? menu() : null}
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="min(560px, 85%)"
        bg={mine ? 'nexo.7' : 'white'}
        c={mine ? 'white' : 'dark'}
        withBorder={!mine}
        style={{ overflowWrap: 'anywhere' }}
      >
        <Stack gap={4}>
          {!mine && message.senderName ? (
            <Text size="xs" fw={600} c="nexo.8">
              {message.senderName}
            </Text>
          ) : null}
          {message.hidden ? (
            // Hidden by Nexo's moderation (issue 27 §19): the other side reads only that; the sender reads why.
            <Text size="sm" fs="italic" data-testid="chat-message-hidden">
              {message.hidden.reason ? t('message.hiddenMine', { reason: message.hidden.reason }) : t('message.hidden')}
            </Text>
          ) : null}
          {message.file ? <Attachment file={message.file} /> : null}
          {isEditing ? (
            <Stack gap={6}>
              <Textarea aria-label={t('composer.label')} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} autosize minRows={1} maxRows={6} />
              <Group gap="xs" justify="flex-end">
                <Button size="xs" variant="white" onClick={() => setIsEditing(false)}>
                  {t('message.cancel')}
                </Button>
                <Button size="xs" color="teal.8" onClick={save} loading={edit.isPending} disabled={!draft.trim()}>
                  {t('message.save')}
                </Button>
              </Group>
            </Stack>
          ) : message.body ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.body}
            </Text>
          ) : null}
          <Group gap={6} justify="flex-end" wrap="nowrap">
            {message.isEdited ? (
              <Text size="xs" opacity={0.85}>
                {t('message.edited')}
              </Text>
            ) : null}
            <Text size="xs" opacity={0.85}>
              <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, localeOf(language))}</time>
            </Text>
            {mine ? (
              <Group gap={2} wrap="nowrap" aria-label={message.isRead ? t('message.read') : t('message.sent')} role="img">
                {message.isRead ? <IconChecks size={14} aria-hidden /> : <IconCheck size={14} aria-hidden />}
              </Group>
            ) : !message.isRead ? (
              <Badge size="xs" color="red" variant="light">
                {t('message.unreadMark')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Paper>
      {!mine ? menu() : null}
    </Group>
  )

  function menu() {
    return (
      <Menu position={mine ? 'bottom-end' : 'bottom-start'} withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('message.actions')} mt={4}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {mine ? (
            <>
              {canWrite && message.body ? (
                <Menu.Item
                  onClick={() => {
                    setDraft(message.body)
                    setIsEditing(true)
                  }}
                >
                  {t('message.edit')}
                </Menu.Item>
              ) : null}
              {message.file ? (
                <Menu.Item color="red" onClick={() => removeFile.mutate(message.id, { onSuccess: () => notifySuccess(t('message.fileDeleted')) })}>
                  {t('message.deleteFile')}
                </Menu.Item>
              ) : null}
              <Menu.Item color="red" onClick={() => remove.mutate(message.id, { onSuccess: () => notifySuccess(t('message.deleted')) })}>
                {t('message.delete')}
              </Menu.Item>
            </>
          ) : (
            <Menu.Item onClick={() => setRead.mutate({ messageId: message.id, isRead: !message.isRead })}>
              {message.isRead ? t('message.markUnread') : t('message.markRead')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    )
  }
}
