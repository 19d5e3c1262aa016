import { useState } from 'react'
import { Alert, Anchor, Badge, Button, Card, Drawer, Group, Modal, Select, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { IconEye, IconEyeOff } from '@tabler/icons-react'
import { formatNotificationAmount, MODERATION_FILTERS, type TAdminChatSummary, type TAdminRequirementSummary, type TModeration, ZHideContentRequestSchema } from '@nexo/shared'
import { useTranslation } from '../../../lib/i18n-react'
import { TextareaField } from '../../../components/form-fields'
import { LoadError } from '../../../components/load-error'
import { ResponsiveList } from '../../../components/query-list'
import { notifySuccess } from '../../../lib/notify'
import { type ModeratedTarget, type ModerationFilter, useModerationChat, useModerationChats, useModerationRequirement, useModerationRequirements, useSetHidden } from '../api/moderation'
import { Label, ListFrame, useDateFormat } from './admin-ui'
import { SearchInput } from './search-input'

/** What the administrator is about to hide: the request's target, and a name to show in the dialog. */
interface HideTarget {
  target: ModeratedTarget
  id: string
  name: string
}

/** "Hidden: <reason>" beside content hidden by the moderation, or nothing. */
function HiddenBadge({ moderation }: { moderation: TModeration }) {
  const { t } = useTranslation('admin')
  if (!moderation.hiddenAt) return null
  return (
    <Badge color="red" variant="light" miw="max-content" title={moderation.hiddenReason ?? undefined}>
      {t('moderation.hidden')}
    </Badge>
  )
}

/** Hide (asks for a reason) or show again, for one piece of content. */
function HideButton({ item, target, name, onHide }: { item: TModeration & { id: string }; target: ModeratedTarget; name: string; onHide: (target: HideTarget) => void }) {
  const { t } = useTranslation('admin')
  const setHidden = useSetHidden()
  if (!item.hiddenAt) {
    return (
      <Button size="xs" variant="light" color="red" style={{ flexShrink: 0 }} leftSection={<IconEyeOff size={14} aria-hidden />} onClick={() => onHide({ target, id: item.id, name })}>
        {t('moderation.hide')}
      </Button>
    )
  }
  return (
    <Button
      size="xs"
      variant="default"
      style={{ flexShrink: 0 }}
      leftSection={<IconEye size={14} aria-hidden />}
      loading={setHidden.isPending}
      onClick={() => setHidden.mutate({ target, id: item.id, reason: null }, { onSuccess: () => notifySuccess(t('moderation.shown', { name })) })}
    >
      {t('moderation.show')}
    </Button>
  )
}

/** The reason is required: it goes to the audit log, and the author reads it. */
function HideModal({ hiding, onClose }: { hiding: HideTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const setHidden = useSetHidden()
  const form = useForm({ resolver: zodResolver(ZHideContentRequestSchema), defaultValues: { reason: '' } })
  const close = () => {
    form.reset({ reason: '' })
    onClose()
  }
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!hiding) return
    try {
      await setHidden.mutateAsync({ target: hiding.target, id: hiding.id, reason })
    } catch {
      return // the query client shows the error
    }
    notifySuccess(t('moderation.hiddenDone', { name: hiding.name }))
    close()
  })
  return (
    <Modal opened={hiding !== null} onClose={close} title={t('moderation.hideTitle', { name: hiding?.name ?? '' })} centered zIndex={400}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(`moderation.hideBody.${hiding?.target ?? 'requirements'}`)}
          </Text>
          <TextareaField control={form.control} name="reason" label={t('moderation.reason')} autosize minRows={3} maxLength={500} required data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('review.cancel')}
            </Button>
            <Button type="submit" color="red" loading={setHidden.isPending}>
              {t('moderation.hide')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function RequirementDrawer({ id, onClose, onHide }: { id: string | null; onClose: () => void; onHide: (target: HideTarget) => void }) {
  const { t } = useTranslation('admin')
  const { t: tStatus } = useTranslation('deals')
  const { date, dateTime } = useDateFormat()
  const detail = useModerationRequirement(id)
  const r = detail.data
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={t('moderation.rfqTitle')} closeButtonProps={{ 'aria-label': t('detail.close') }}>
      {detail.isPending ? (
        <Skeleton h={320} radius="md" />
      ) : detail.isError || !r ? (
        <LoadError title={t('loadFailed')} onRetry={() => void detail.refetch()} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              <Title order={3} size="h4">
                {r.title}
              </Title>
              <Text size="sm" c="dimmed">
                {r.company.tradeName} · {r.city}, {r.state} · {r.isPublic ? t('moderation.public') : t('moderation.private')} · {tStatus(`requirementStatus.${r.status}`, { defaultValue: r.status })}
              </Text>
            </Stack>
            <HideButton item={r} target="requirements" name={r.title} onHide={onHide} />
          </Group>
          {r.hiddenAt ? (
            <Alert color="red" variant="light" title={t('moderation.hiddenSince', { date: dateTime(r.hiddenAt) })}>
              {r.hiddenReason}
            </Alert>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {r.description}
          </Text>
          <Table withRowBorders={false} fz="sm">
            <Table.Tbody>
              {(
                [
                  ['activity', r.activity],
                  ['materials', r.materials],
                  ['volumes', r.volumes],
                  ['budget', r.budget],
                  ['dates', `${date(r.startDate)} – ${date(r.endDate)}`],
                ] as const
              ).map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th w={160}>{t(`moderation.fields.${key}`)}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Label>{t('moderation.quotes', { count: r.quotes.length })}</Label>
          {r.quotes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('moderation.noQuotes')}
            </Text>
          ) : (
            r.quotes.map((q) => (
              <Card key={q.id} withBorder radius="md" padding="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {q.senderCompany.tradeName}
                      </Text>
                      <HiddenBadge moderation={q} />
                    </Group>
                    <Text size="sm">{q.title}</Text>
                    <Text size="xs" c="dimmed">
                      {q.amount ? formatNotificationAmount(Number(q.amount), q.currency) : t('moderation.noAmount')} · {dateTime(q.createdAt)}
                    </Text>
                    <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {q.description}
                    </Text>
                    {q.hiddenReason ? (
                      <Text size="xs" c="red.8">
                        {t('moderation.reasonIs', { reason: q.hiddenReason })}
                      </Text>
                    ) : null}
                  </Stack>
                  <HideButton item={q} target="quotes" name={t('moderation.quoteOf', { company: q.senderCompany.tradeName })} onHide={onHide} />
                </Group>
              </Card>
            ))
          )}
        </Stack>
      )}
    </Drawer>
  )
}

function ChatDrawer({ id, onClose, onHide }: { id: string | null; onClose: () => void; onHide: (target: HideTarget) => void }) {
  const { t } = useTranslation('admin')
  const { dateTime } = useDateFormat()
  const chat = useModerationChat(id)
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={t('moderation.chatTitle')} closeButtonProps={{ 'aria-label': t('detail.close') }}>
      {chat.isPending ? (
        <Skeleton h={320} radius="md" />
      ) : chat.isError ? (
        <LoadError title={t('loadFailed')} onRetry={() => void chat.refetch()} />
      ) : (
        <Stack gap="sm">
          <Text fw={600}>
            {chat.data.chat.requester.tradeName} ↔ {chat.data.chat.recipient.tradeName}
          </Text>
          {chat.data.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('moderation.noMessages')}
            </Text>
          ) : null}
          {chat.data.items.map((m) => (
            <Card key={m.id} withBorder radius="md" padding="sm" data-testid="moderation-message">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {m.senderCompany.tradeName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {dateTime(m.createdAt)}
                    </Text>
                    <HiddenBadge moderation={m} />
                    {m.isDeleted ? (
                      <Badge color="gray" variant="light">
                        {t('moderation.deleted')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {m.body || (m.hasFile ? t('moderation.fileOnly') : '')}
                  </Text>
                  {m.hiddenReason ? (
                    <Text size="xs" c="red.8">
                      {t('moderation.reasonIs', { reason: m.hiddenReason })}
                    </Text>
                  ) : null}
                </Stack>
                {m.isDeleted ? null : <HideButton item={m} target="chat-messages" name={t('moderation.messageOf', { company: m.senderCompany.tradeName })} onHide={onHide} />}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Drawer>
  )
}

function RequirementsList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('admin')
  const { date } = useDateFormat()
  const [q, setQ] = useState('')
  const [moderation, setModeration] = useState<ModerationFilter>('all')
  const [page, setPage] = useState(1)
  const list = useModerationRequirements({ q, moderation, page })
  const head = (
    <>
      <Table.Th>{t('moderation.columns.rfq')}</Table.Th>
      <Table.Th>{t('columns.company')}</Table.Th>
      <Table.Th>{t('moderation.columns.quotes')}</Table.Th>
      <Table.Th>{t('moderation.columns.created')}</Table.Th>
    </>
  )
  const title = (r: TAdminRequirementSummary) => (
    <Group gap="xs" wrap="nowrap">
      <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={() => onOpen(r.id)}>
        {r.title}
      </Anchor>
      {r.isPublic ? null : (
        <Badge variant="light" color="gray" miw="max-content">
          {t('moderation.private')}
        </Badge>
      )}
      <HiddenBadge moderation={r} />
    </Group>
  )
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchInput label={t('moderation.searchRfqs')} value={q} onSearch={(next) => (setQ(next), setPage(1))} />
        <Select
          label={t('moderation.filter')}
          data={MODERATION_FILTERS.map((value) => ({ value, label: t(`moderation.filters.${value}`) }))}
          value={moderation}
          onChange={(value) => (setModeration((value as ModerationFilter | null) ?? 'all'), setPage(1))}
          allowDeselect={false}
          w={200}
        />
      </Group>
      <ListFrame query={list} emptyText={t('moderation.emptyRfqs')} page={page} onPageChange={setPage}>
        {({ items }) => (
          <ResponsiveList
            items={items}
            minWidth={760}
            head={head}
            row={(r) => (
              <>
                <Table.Td>{title(r)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{r.company.tradeName}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{r.quoteCount}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{date(r.createdAt)}</Text>
                </Table.Td>
              </>
            )}
            card={(r) => (
              <>
                {title(r)}
                <Text size="xs" c="dimmed" mt={4}>
                  {r.company.tradeName} · {t('moderation.quotes', { count: r.quoteCount })} · {date(r.createdAt)}
                </Text>
              </>
            )}
          />
        )}
      </ListFrame>
    </Stack>
  )
}

function ChatsList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('admin')
  const { dateTime } = useDateFormat()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const list = useModerationChats({ q, page })
  const pair = (c: TAdminChatSummary) => (
    <Group gap="xs" wrap="nowrap">
      <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={() => onOpen(c.id)}>
        {c.requester.tradeName} ↔ {c.recipient.tradeName}
      </Anchor>
      {c.hiddenCount > 0 ? (
        <Badge color="red" variant="light" miw="max-content">
          {t('moderation.hiddenCount', { count: c.hiddenCount })}
        </Badge>
      ) : null}
    </Group>
  )
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchInput label={t('moderation.searchChats')} value={q} onSearch={(next) => (setQ(next), setPage(1))} />
      </Group>
      <ListFrame query={list} emptyText={t('moderation.emptyChats')} page={page} onPageChange={setPage}>
        {({ items }) => (
          <ResponsiveList
            items={items}
            minWidth={700}
            head={
              <>
                <Table.Th>{t('moderation.columns.chat')}</Table.Th>
                <Table.Th>{t('moderation.columns.messages')}</Table.Th>
                <Table.Th>{t('moderation.columns.lastMessage')}</Table.Th>
              </>
            }
            row={(c) => (
              <>
                <Table.Td>{pair(c)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{c.messageCount}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{dateTime(c.lastMessageAt)}</Text>
                </Table.Td>
              </>
            )}
            card={(c) => (
              <>
                {pair(c)}
                <Text size="xs" c="dimmed" mt={4}>
                  {t('moderation.messagesCount', { count: c.messageCount })} · {dateTime(c.lastMessageAt)}
                </Text>
              </>
            )}
          />
        )}
      </ListFrame>
    </Stack>
  )
}

/**
 * The console's moderation tab (issue 27 §19): every RFQ (open any of them, with its quotes) and every chat between
 * companies; an RFQ, a quote or a message is hidden with a reason, audit-logged, or shown again.
 */
export function ModerationPanel() {
  const { t } = useTranslation('admin')
  const [section, setSection] = useState<'rfqs' | 'chats'>('rfqs')
  const [requirementId, setRequirementId] = useState<string | null>(null)
  const [chatId, setChatId] = useState<string | null>(null)
  const [hiding, setHiding] = useState<HideTarget | null>(null)
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('moderation.intro')}
      </Text>
      {/* Tabs, not a SegmentedControl: its indicator is measured after layout and shows out of place at first. */}
      <Tabs variant="pills" value={section} onChange={(value) => setSection(value === 'chats' ? 'chats' : 'rfqs')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="rfqs">{t('moderation.rfqs')}</Tabs.Tab>
          <Tabs.Tab value="chats">{t('moderation.chats')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rfqs" pt="md">
          <RequirementsList onOpen={setRequirementId} />
        </Tabs.Panel>
        <Tabs.Panel value="chats" pt="md">
          <ChatsList onOpen={setChatId} />
        </Tabs.Panel>
      </Tabs>
      <RequirementDrawer id={requirementId} onClose={() => setRequirementId(null)} onHide={setHiding} />
      <ChatDrawer id={chatId} onClose={() => setChatId(null)} onHide={setHiding} />
      <HideModal hiding={hiding} onClose={() => setHiding(null)} />
    </Stack>
  )
}
