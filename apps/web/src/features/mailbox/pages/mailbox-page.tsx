import { useMemo, useState } from 'react'
import { Alert, Anchor, Badge, Button, Grid, Group, Paper, ScrollArea, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconInbox, IconMail, IconRefresh, IconSearch } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { useSearchParams } from 'react-router'
import { Page } from '../../../components/page'
import { isApiError } from '../../../lib/api-error'
import { intlLocale } from '../../../lib/i18n'
import { type TMail, useMailbox } from '../api/get-mailbox'
import { linkify } from '../utils/linkify'
import { dateTimeFormat } from '../../../lib/intl-cache'

/** The mail's plain text with its URLs as links: never the mail's own HTML. */
function MailBody({ text }: { text: string }) {
  const segments = useMemo(() => linkify(text), [text])
  return (
    <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {segments.map((segment, index) =>
        segment.type === 'link' ? (
          // Links inside the mail's text: underlined, colour alone does not set them apart (WCAG 1.4.1).
          <Anchor key={index} href={segment.href} rel="noopener noreferrer" underline="always">
            {segment.text}
          </Anchor>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Text>
  )
}

/** /dev/mailbox: the outbox of mails, for development and end-to-end tests. */
export function MailboxPage() {
  const { t } = useTranslation('mailbox')
  const [params, setParams] = useSearchParams()
  const [filter, setFilter] = useState(params.get('to') ?? '')
  const [to] = useDebouncedValue(filter.trim(), 300)
  const mails = useMailbox(to || undefined)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const dateTime = dateTimeFormat(intlLocale(), { dateStyle: 'short', timeStyle: 'medium' })

  const items = useMemo(() => [...(mails.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [mails.data])
  const selected: TMail | undefined = items.find((mail) => mail.id === selectedId) ?? items[0]
  const isMissing = mails.isError && isApiError(mails.error) && mails.error.status === 404

  let content
  if (mails.isPending) content = <Skeleton height={360} radius="lg" />
  else if (isMissing) {
    content = (
      <Alert color="orange" variant="light" title={t('unavailableTitle')}>
        {t('unavailableBody')}
      </Alert>
    )
  } else if (mails.isError) {
    content = (
      <Alert color="red" variant="light" title={t('loadFailed')}>
        <Button mt="sm" size="xs" variant="light" onClick={() => void mails.refetch()}>
          {t('refresh')}
        </Button>
      </Alert>
    )
  } else if (items.length === 0) {
    content = (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs">
          <IconInbox size={36} aria-hidden />
          <Text fw={600}>{to ? t('emptyFor', { to }) : t('empty')}</Text>
        </Stack>
      </Paper>
    )
  } else {
    content = (
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg">
            <ScrollArea.Autosize mah={600} type="auto">
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
                {items.map((mail) => {
                  const active = mail.id === selected?.id
                  return (
                    <li key={mail.id}>
                      <UnstyledButton
                        onClick={() => setSelectedId(mail.id)}
                        aria-current={active ? 'true' : undefined}
                        w="100%"
                        p="sm"
                        bg={active ? 'nexo.0' : undefined}
                        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                      >
                        <Group justify="space-between" wrap="nowrap" gap="xs">
                          <Text size="sm" fw={600} truncate="end">
                            {mail.subject}
                          </Text>
                          <Badge size="xs" variant="light" color="gray">
                            {mail.language}
                          </Badge>
                        </Group>
                        <Text size="xs" c="dimmed" truncate="end">
                          {mail.to} · {dateTime.format(new Date(mail.createdAt))}
                        </Text>
                      </UnstyledButton>
                    </li>
                  )
                })}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {selected ? (
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby="mail-subject">
              <Stack gap="sm">
                <Title order={2} size="h4" id="mail-subject">
                  {selected.subject}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('to')}: {selected.to} · {dateTime.format(new Date(selected.createdAt))} · {selected.template}
                </Text>
                <MailBody text={selected.text} />
              </Stack>
            </Paper>
          ) : null}
        </Grid.Col>
      </Grid>
    )
  }

  return (
    <Page
      title={t('title')}
      description={t('description')}
      size="xl"
      actions={
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void mails.refetch()} loading={mails.isFetching && !mails.isPending}>
          {t('refresh')}
        </Button>
      }
    >
      <TextInput
        type="search"
        label={t('filter')}
        placeholder={t('filterPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<IconMail size={16} aria-hidden />}
        value={filter}
        onChange={(event) => {
          const value = event.currentTarget.value
          setFilter(value)
          setParams(value.trim() ? { to: value.trim() } : {}, { replace: true })
        }}
        maw={420}
      />
      {content}
    </Page>
  )
}
