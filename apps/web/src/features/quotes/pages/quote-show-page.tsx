import { useState } from 'react'
import { Alert, Anchor, Button, Group, Paper, Rating, SimpleGrid, Skeleton, Stack, Text, Textarea, Title, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useParams } from 'react-router'
import type { TQuoteDetail } from '@nexo/shared'
import { QuoteStatusBadge } from '../../../components/deals/status-badges'
import { FileButton } from '../../../components/directory/file-button'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { formatDate, formatPrice } from '../../../lib/directory/format'
import { currentLanguage } from '../../../lib/i18n'
import { notifyError, notifyErrorCode, notifySuccess } from '../../../lib/notify'
import { useDecide, useQuote, useRate } from '../api/quotes-api'
import { openConfirmModal } from '../../../lib/confirm-modal'

function Party({ title, party }: { title: string; party: TQuoteDetail['sender'] }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {title}
        </Text>
        <Text fw={600}>{party.companyName}</Text>
        {party.name ? <Text size="sm">{party.position ? `${party.name} · ${party.position}` : party.name}</Text> : null}
        {party.email ? <Text size="sm">{party.email}</Text> : null}
        {party.phone ? <Text size="sm">{party.phone}</Text> : null}
      </Stack>
    </Paper>
  )
}

function RatingBox({ quote }: { quote: TQuoteDetail }) {
  const { t } = useTranslation('deals')
  const rate = useRate(quote.id)
  const [score, setScore] = useState(0)
  const [comment, setComment] = useState('')
  const other = quote.direction === 'received' ? quote.sender.companyName : quote.receiver.companyName
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('rating.title')}
        </Title>
        {quote.myRating ? (
          <Stack gap={2}>
            <Text size="sm">{t('rating.mine', { company: other })}</Text>
            <Rating value={quote.myRating.score} readOnly aria-hidden />
            <VisuallyHidden>{t('rating.stars', { count: quote.myRating.score })}</VisuallyHidden>
            {quote.myRating.comment ? <Text size="sm">{quote.myRating.comment}</Text> : null}
          </Stack>
        ) : quote.canRate ? (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              if (score < 1) return
              rate.mutate(
                { score, comment },
                {
                  onSuccess: () => notifySuccess(t('rating.done')),
                  onError: (error) => (errorCodeOf(error) === 'RATING_ALREADY_GIVEN' ? notifyErrorCode('RATING_ALREADY_GIVEN') : notifyError(error)),
                },
              )
            }}
          >
            <Stack gap="sm" maw={520}>
              <Text size="sm">{t('rating.ask', { company: other })}</Text>
              <Rating value={score} onChange={setScore} size="lg" role="radiogroup" aria-label={t('rating.scoreLabel')} />
              <Textarea label={t('rating.comment')} value={comment} onChange={(event) => setComment(event.currentTarget.value)} maxLength={1000} minRows={2} autosize />
              <Group>
                <Button type="submit" disabled={score < 1} loading={rate.isPending}>
                  {t('rating.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        {quote.theirRating ? (
          <Stack gap={2}>
            <Text size="sm">{t('rating.theirs', { company: quote.theirRating.raterCompanyName })}</Text>
            <Rating value={quote.theirRating.score} readOnly aria-hidden />
            <VisuallyHidden>{t('rating.stars', { count: quote.theirRating.score })}</VisuallyHidden>
            {quote.theirRating.comment ? <Text size="sm">{quote.theirRating.comment}</Text> : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  )
}

/** /profile-quotes/show/:id: one quote; the receiver accepts or rejects it after confirming (spec §4); then both rate. */
export function QuoteShowPage() {
  const { t } = useTranslation('deals')
  const language = currentLanguage()
  const { id = '' } = useParams()
  const quote = useQuote(id)
  const decide = useDecide(id)
  if (quote.isPending) {
    return (
      <Page title={t('quotes.showTitle')}>
        <Skeleton height={360} radius="lg" />
      </Page>
    )
  }
  if (quote.isError) {
    return (
      <Page title={t('quotes.showTitle')}>
        {errorCodeOf(quote.error) === 'NOT_FOUND' ? (
          <Alert color="gray">{t('quotes.notFound')}</Alert>
        ) : (
          <LoadError title={t('quotes.loadFailed')} onRetry={() => void quote.refetch()} />
        )}
      </Page>
    )
  }
  const q = quote.data
  const confirm = (decision: 'accept' | 'reject') =>
    openConfirmModal({
      title: t(`decision.${decision}Title`),
      centered: true,
      children: <Text size="sm">{t(`decision.${decision}Body`, { company: q.sender.companyName, title: q.title })}</Text>,
      labels: { confirm: t(`decision.${decision}`), cancel: t('actions.cancel') },
      confirmProps: { color: decision === 'accept' ? 'green' : 'red' },
      onConfirm: () =>
        decide.mutate(decision, {
          onSuccess: () => notifySuccess(t(`decision.${decision}Done`, { company: q.sender.companyName })),
          onError: (error) => {
            const code = errorCodeOf(error)
            notifyErrorCode(code.startsWith('QUOTE') || code.startsWith('REQUIREMENT') || code === 'FORBIDDEN' || code === 'NETWORK_ERROR' ? code : 'QUOTE_UPDATE_FAILED')
          },
        }),
    })
  const actions = q.canDecide ? (
    <>
      <Button color="green" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => confirm('accept')} loading={decide.isPending && decide.variables === 'accept'}>
        {t('decision.accept')}
      </Button>
      <Button color="red" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={() => confirm('reject')} loading={decide.isPending && decide.variables === 'reject'}>
        {t('decision.reject')}
      </Button>
    </>
  ) : null
  return (
    <Page title={q.title} description={t(`quotes.direction.${q.direction}`, { company: q.direction === 'received' ? q.sender.companyName : q.receiver.companyName })} actions={actions}>
      <Group gap="sm">
        <QuoteStatusBadge status={q.status} />
        <Text size="sm" c="dimmed">
          {t('quotes.sentOn', { date: formatDate(q.createdAt, language) })}
          {q.decidedAt ? ` · ${t('quotes.decidedOn', { date: formatDate(q.decidedAt, language) })}` : ''}
        </Text>
      </Group>
      {q.requirement ? (
        <Text size="sm">
          {t('quotes.forRequirementLabel')}{' '}
          <Anchor component={Link} to={q.direction === 'received' ? paths.profileRequirementsView(q.requirement.id) : paths.requirementDetail(q.requirement.id, q.requirement.isRfq)}>
            {q.requirement.title}
          </Anchor>
        </Text>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('compare.amount')}
              </Text>
              <Text fw={700} size="lg">
                {q.amount === null ? t('compare.noAmount') : formatPrice(q.amount, q.currency, language)}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('compare.leadTime')}
              </Text>
              <Text>{q.leadTimeDays === null ? '—' : t('compare.days', { count: q.leadTimeDays })}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('quoteForm.fields.validUntil')}
              </Text>
              <Text>{q.validUntil ? formatDate(q.validUntil, language) : '—'}</Text>
            </Stack>
          </SimpleGrid>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{q.description}</Text>
          {q.files.length > 0 ? (
            <Group gap="xs">
              {q.files.map((file) => (
                <FileButton key={file.fileId} file={file} label={file.originalName} />
              ))}
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Party title={t('quotes.sender')} party={q.sender} />
        <Party title={t('quotes.receiver')} party={q.receiver} />
      </SimpleGrid>
      {q.status === 'accepted' ? <RatingBox quote={q} /> : null}
      <Anchor component={Link} to={q.direction === 'sent' ? `${paths.profileQuotes}?tab=sent` : paths.profileQuotes} size="sm">
        {t('actions.backToQuotes')}
      </Anchor>
    </Page>
  )
}
