import { useEffect, useMemo, useRef, useState } from 'react'
import { ActionIcon, Alert, Avatar, Badge, Box, Button, Center, Container, Group, Loader, Modal, Paper, ScrollArea, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { IconArrowLeft, IconMessages, IconSearch, IconTrash, IconWifiOff, IconX } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useSearchParams } from 'react-router'
import { CHAT_EVENT_KINDS, CHAT_TYPING_TTL_MS, type TChatMessage, type TChatSummary } from '@nexo/shared'
import { LoadError } from '../../../components/load-error'
import { useContactRight } from '../../../lib/contact-right'
import { usePageTitle } from '../../../components/page'
import { paths } from '../../../config/paths'
import { formatTimeAgo } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifySuccess } from '../../../lib/notify'
import { useRealtimeEvents, useRealtimeStatus } from '../../../lib/realtime'
import { chatKey, chatListKey, chatMessagesKey, flattenMessages, markChatRead, upsertMessage, useChatList, useChatMessages, useDeleteChat, useRespond } from '../api/chat-api'
import { Composer } from '../components/composer'
import { MessageItem } from '../components/message-item'

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
}

function StatusBadge({ chat }: { chat: TChatSummary }) {
  const { t } = useTranslation('chat')
  if (chat.isTakenByOther) return <Badge size="xs" color="gray" variant="light">{t('status.taken')}</Badge>
  if (chat.status === 'pending') return <Badge size="xs" color="orange" variant="light">{t('status.pending')}</Badge>
  if (chat.status === 'declined') return <Badge size="xs" color="red" variant="light">{t('status.declined')}</Badge>
  return null
}

function ConversationItem({ chat, isSelected, onSelect }: { chat: TChatSummary; isSelected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('chat')
  const language = useLanguage()
  const preview = chat.lastMessage ? `${chat.lastMessage.isMine ? `${t('you')}: ` : ''}${chat.lastMessage.body || (chat.lastMessage.hasFile ? t('file') : '')}` : ''
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      p="sm"
      w="100%"
      style={{ borderRadius: 8, background: isSelected ? 'var(--mantine-color-nexo-0)' : undefined, borderLeft: isSelected ? '3px solid var(--mantine-color-nexo-7)' : '3px solid transparent' }}
      data-testid="chat-list-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={chat.counterpart.logoUrl} alt="" radius="md" color="nexo">
          {initials(chat.counterpart.tradeName)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text size="sm" fw={chat.unreadCount > 0 ? 700 : 600} truncate="end">
              {chat.counterpart.tradeName}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatTimeAgo(chat.lastMessageAt, language)}
            </Text>
          </Group>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate="end" style={{ flex: 1 }}>
              {preview}
            </Text>
            <StatusBadge chat={chat} />
            {chat.unreadCount > 0 ? (
              <Badge size="sm" color="red" circle={chat.unreadCount < 10} aria-label={t('unread', { count: chat.unreadCount })}>
                {chat.unreadCount}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  )
}

function ConversationList({ items, selectedId, onSelect }: { items: TChatSummary[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('chat')
  const requests = items.filter((c) => c.canRespond)
  const others = items.filter((c) => !c.canRespond)
  if (items.length === 0) {
    return (
      <Stack p="md" gap="sm" align="flex-start">
        <Text size="sm">{t('empty')}</Text>
        <Button component={Link} to={paths.marketplace()} variant="light" size="sm">
          {t('findCompanies')}
        </Button>
      </Stack>
    )
  }
  const section = (title: string, list: TChatSummary[]) =>
    list.length === 0 ? null : (
      <Stack gap={2} component="section" aria-label={title}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="sm">
          {title}
        </Text>
        {list.map((chat) => (
          <ConversationItem key={chat.id} chat={chat} isSelected={chat.id === selectedId} onSelect={() => onSelect(chat.id)} />
        ))}
      </Stack>
    )
  return (
    <Stack gap="xs" p={4}>
      {section(t('requests'), requests)}
      {section(t('conversations'), others)}
    </Stack>
  )
}

function DeleteChatButton({ chat, onDeleted }: { chat: TChatSummary; onDeleted: () => void }) {
  const { t } = useTranslation('chat')
  const [isOpen, setIsOpen] = useState(false)
  const remove = useDeleteChat(chat.id)
  return (
    <>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('deleteChat.button')} title={t('deleteChat.button')} onClick={() => setIsOpen(true)}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title={t('deleteChat.title')} centered closeButtonProps={{ 'aria-label': t('deleteChat.cancel') }}>
        <Stack>
          <Text size="sm">{t('deleteChat.body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsOpen(false)}>
              {t('deleteChat.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setIsOpen(false)
                    notifySuccess(t('deleteChat.done'))
                    onDeleted()
                  },
                })
              }
            >
              {t('deleteChat.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}

function RequestActions({ chat }: { chat: TChatSummary }) {
  const { t } = useTranslation('chat')
  const respond = useRespond(chat.id)
  return (
    <Alert color="nexo" variant="light" title={chat.counterpart.tradeName}>
      <Stack gap="sm">
        <Text size="sm">{t('request.incoming', { company: chat.counterpart.tradeName })}</Text>
        <Group gap="sm">
          <Button color="teal.8" loading={respond.isPending && respond.variables === 'accepted'} onClick={() => respond.mutate('accepted', { onSuccess: () => notifySuccess(t('request.accepted')) })}>
            {t('request.accept')}
          </Button>
          <Button variant="default" loading={respond.isPending && respond.variables === 'declined'} onClick={() => respond.mutate('declined', { onSuccess: () => notifySuccess(t('request.declined')) })}>
            {t('request.decline')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}

function ChatView({ chat, onBack, typingName }: { chat: TChatSummary; onBack: (() => void) | null; typingName: string | null }) {
  const { t } = useTranslation('chat')
  const queryClient = useQueryClient()
  const [isSearching, setIsSearching] = useState(false)
  const [q, setQ] = useState('')
  const [debouncedQ] = useDebouncedValue(q.trim(), 300)
  const search = isSearching ? debouncedQ : ''
  const canRead = !chat.isTakenByOther
  // A restricted user without the contact right (ADR 047) reads the company's chats; the server sends canRespond and
  // canWrite false, and this says why instead of showing no way forward.
  const mayContact = useContactRight()
  const isReadOnlyHere = !mayContact && canRead && (chat.status === 'accepted' || (chat.status === 'pending' && !chat.isOutgoing))
  const query = useChatMessages(canRead ? chat.id : null, search)
  const messages = useMemo(() => flattenMessages(query.data), [query.data])
  const viewport = useRef<HTMLDivElement>(null)
  const lastId = messages.at(-1)?.id

  // Open chat: what arrives is read (the other side sees it read) and the view follows the newest message — once per
  // newest message, so marking a message unread again is not undone at once.
  const markedFor = useRef<string | null>(null)
  const hasUnread = messages.some((m) => !m.isMine && !m.isRead)
  useEffect(() => {
    if (!lastId || search || markedFor.current === lastId) return
    markedFor.current = lastId
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight })
    if (hasUnread) void markChatRead(queryClient, chat.id)
  }, [lastId, search, chat.id, hasUnread, queryClient])

  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <Group gap="sm" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {onBack ? (
          <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label={t('back')}>
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        ) : null}
        <Avatar src={chat.counterpart.logoUrl} alt="" radius="md" color="nexo">
          {initials(chat.counterpart.tradeName)}
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" lineClamp={1}>
            {chat.counterpart.tradeName}
          </Title>
          <Group gap={6} wrap="nowrap">
            {chat.counterpart.userName ? (
              <Text size="xs" c="dimmed" truncate="end">
                {chat.counterpart.userName}
              </Text>
            ) : null}
            <StatusBadge chat={chat} />
          </Group>
          {chat.product ? (
            <Text size="xs" c="dimmed" truncate="end">
              {t('about', { title: chat.product.title })}
            </Text>
          ) : null}
        </Stack>
        {canRead ? (
          <ActionIcon
            variant={isSearching ? 'light' : 'subtle'}
            size="lg"
            aria-label={isSearching ? t('search.close') : t('search.open')}
            aria-pressed={isSearching}
            onClick={() => {
              setIsSearching((v) => !v)
              setQ('')
            }}
          >
            {isSearching ? <IconX size={18} aria-hidden /> : <IconSearch size={18} aria-hidden />}
          </ActionIcon>
        ) : null}
        {mayContact && (chat.canWrite || (chat.isOutgoing && chat.status !== 'accepted') || (chat.status === 'declined' && !chat.isOutgoing)) ? (
          <DeleteChatButton chat={chat} onDeleted={() => onBack?.()} />
        ) : null}
      </Group>
      {isSearching ? (
        <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <TextInput
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            autoFocus
            description={search ? (messages.length ? t('search.results', { count: messages.length }) : t('search.none', { q: search })) : undefined}
          />
        </Box>
      ) : null}

      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} type="auto" bg="gray.0">
        <Stack gap="sm" p="sm" role="log" aria-live="polite" aria-label={chat.counterpart.tradeName}>
          {chat.isTakenByOther ? (
            <Alert color="gray">{t('taken')}</Alert>
          ) : query.isPending ? (
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          ) : query.isError ? (
            <LoadError title={t('loadFailed')} onRetry={() => void query.refetch()} />
          ) : (
            <>
              {query.hasNextPage ? (
                <Center>
                  <Button variant="subtle" size="xs" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                    {t('earlier')}
                  </Button>
                </Center>
              ) : null}
              {messages.length === 0 && !search ? (
                <Text size="sm" c="dimmed" ta="center">
                  {t('noMessages')}
                </Text>
              ) : null}
              {messages.map((m: TChatMessage) => (
                <MessageItem key={m.id} message={m} canWrite={chat.canWrite} />
              ))}
            </>
          )}
          {chat.canRespond ? <RequestActions chat={chat} /> : null}
          {isReadOnlyHere ? <Alert color="gray">{t('readOnly')}</Alert> : null}
          {chat.status === 'pending' && chat.isOutgoing ? <Alert color="orange">{t('request.outgoing', { company: chat.counterpart.tradeName })}</Alert> : null}
          {chat.status === 'declined' ? <Alert color="red">{t('rejected')}</Alert> : null}
        </Stack>
      </ScrollArea>
      <Box h={22} px="sm" aria-live="polite">
        {typingName !== null ? (
          <Text size="xs" c="dimmed" fs="italic">
            {typingName ? t('typing', { name: typingName }) : t('typingSomeone')}
          </Text>
        ) : null}
      </Box>
      {chat.canWrite ? (
        <Box p="sm" pt={0}>
          <Composer chatId={chat.id} />
        </Box>
      ) : null}
    </Stack>
  )
}

/** /chat: conversations and requests on the left, the selected chat on the right; one of them at a time on phones. */
export function ChatPage() {
  const { t } = useTranslation('chat')
  usePageTitle(t('title'))
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const selectedId = params.get('id')
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false
  const list = useChatList()
  const status = useRealtimeStatus()
  const [typing, setTyping] = useState<Record<string, { name: string; until: number }>>({})
  const [now, setNow] = useState(() => Date.now())

  const select = (id: string | null) => setParams(id ? { id } : {}, { replace: false })

  useRealtimeEvents(
    (event) => {
      const data = event.data as { chatId?: string; message?: TChatMessage; userName?: string }
      if (event.kind === CHAT_EVENT_KINDS.message && data.message) {
        // Shown at once; the refetch after it replaces any answer of a fetch that was already under way (it would
        // otherwise overwrite the cache without this message).
        upsertMessage(queryClient, data.message)
        void queryClient.invalidateQueries({ queryKey: chatMessagesKey(data.message.chatId) })
        void queryClient.invalidateQueries({ queryKey: chatListKey })
        const chatId = data.chatId
        if (chatId) {
          setTyping((current) => {
            const next = { ...current }
            delete next[chatId]
            return next
          })
        }
      } else if (event.kind === CHAT_EVENT_KINDS.typing && data.chatId) {
        const chatId = data.chatId
        // A replayed typing event (after a reconnect) is old news.
        if (Date.now() - new Date(event.createdAt).getTime() > CHAT_TYPING_TTL_MS) return
        setTyping((current) => ({ ...current, [chatId]: { name: data.userName ?? '', until: Date.now() + CHAT_TYPING_TTL_MS } }))
      }
    },
    () => void queryClient.invalidateQueries({ queryKey: chatKey }),
  )

  // Typing marks fade on their own.
  useEffect(() => {
    if (Object.keys(typing).length === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [typing])

  const items = list.data?.items ?? []
  const selected = items.find((c) => c.id === selectedId) ?? null
  const typingEntry = selected ? typing[selected.id] : undefined
  const typingName = typingEntry && typingEntry.until > now ? typingEntry.name : null

  const showList = !isPhone || !selected
  const showChat = !isPhone || Boolean(selected)

  return (
    <Container size="xl" py={{ base: 'xs', sm: 'md' }} px={{ base: 0, sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" px={{ base: 'xs', sm: 0 }}>
          <Stack gap={0}>
            <Title order={1}>{t('title')}</Title>
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {t('description')}
            </Text>
          </Stack>
          {status === 'offline' ? (
            <Badge color="orange" variant="light" leftSection={<IconWifiOff size={14} aria-hidden />}>
              {t('offline')}
            </Badge>
          ) : status === 'reconnecting' ? (
            <Badge color="gray" variant="light" leftSection={<Loader size={10} color="gray" aria-hidden />}>
              {t('reconnecting')}
            </Badge>
          ) : null}
        </Group>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Group align="stretch" gap={0} wrap="nowrap" h={{ base: 'calc(100dvh - 150px)', sm: 'calc(100dvh - 210px)' }} mih={420}>
            {showList ? (
              <Box
                component="nav"
                aria-label={t('listLabel')}
                w={isPhone ? '100%' : 340}
                style={{ borderRight: isPhone ? undefined : '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
              >
                <ScrollArea h="100%" type="auto">
                  {list.isPending ? (
                    <Center py="xl">
                      <Loader size="sm" />
                    </Center>
                  ) : list.isError ? (
                    <Box p="sm">
                      <LoadError title={t('loadFailed')} onRetry={() => void list.refetch()} />
                    </Box>
                  ) : (
                    <ConversationList items={items} selectedId={selectedId} onSelect={select} />
                  )}
                </ScrollArea>
              </Box>
            ) : null}
            {showChat ? (
              <Box style={{ flex: 1, minWidth: 0 }}>
                {selected ? (
                  <ChatView key={selected.id} chat={selected} onBack={isPhone ? () => select(null) : null} typingName={typingName} />
                ) : (
                  <Center h="100%" p="md">
                    <Stack align="center" gap="xs">
                      <IconMessages size={40} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
                      <Text c="dimmed" size="sm" ta="center">
                        {t('selectChat')}
                      </Text>
                    </Stack>
                  </Center>
                )}
              </Box>
            ) : null}
          </Group>
        </Paper>
      </Stack>
    </Container>
  )
}
