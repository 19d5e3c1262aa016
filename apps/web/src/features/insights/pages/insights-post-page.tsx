import { Anchor, Badge, Button, Container, Divider, Group, Paper, Rating, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconLock, IconPaperclip } from '@tabler/icons-react'
import type { Language, TInsightPost } from '@nexo/shared'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { FileButton } from '../../../components/directory/file-button'
import { LoadError } from '../../../components/load-error'
import { usePageTitle } from '../../../components/page'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { formatDate } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifySuccess } from '../../../lib/notify'
import { usePageMeta } from '../../../lib/page-meta'
import { useSession } from '../../../lib/session'
import { useInsightPost, useRatePost } from '../api/insights'
import { CommentsSection } from '../components/comments-section'
import classes from '../components/insights.module.css'
import { localeOf, numberFormat } from '../../../lib/intl-cache'

const formatSize = (bytes: number, language: Language) =>
  `${numberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`

function RatingBox({ post }: { post: TInsightPost }) {
  const { t } = useTranslation('insights')
  const { isAuthenticated, isEventOnly } = useSession()
  const location = useLocation()
  const rate = useRatePost(post.id)
  const summary = post.rating.average !== null ? t('ratingSummary', { average: post.rating.average.toFixed(1), count: post.rating.count }) : t('notRated')
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('post.rateTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        {isAuthenticated && !isEventOnly && !post.isLocked ? (
          <Group gap="sm">
            <Rating
              value={post.rating.myRating ?? 0}
              onChange={(score) => rate.mutate(score, { onSuccess: () => notifySuccess(t('post.rated')) })}
              size="lg"
              aria-label={t('post.rateLabel')}
              readOnly={rate.isPending}
            />
          </Group>
        ) : !isAuthenticated ? (
          <Anchor component={Link} to={paths.signin(`${location.pathname}${location.search}`)} size="sm">
            {t('post.rateSignIn')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  )
}

function Gate() {
  const { t } = useTranslation('insights')
  const location = useLocation()
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.gate} data-testid="insight-gate">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs">
          <IconLock size={22} aria-hidden />
          <Title order={2} size="h3">
            {t('post.gateTitle')}
          </Title>
        </Group>
        <Text>{t('post.gateBody')}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.signin(`${location.pathname}${location.search}`)}>
            {t('post.gateSignIn')}
          </Button>
          <Button component={Link} to={paths.signup} variant="default">
            {t('post.gateSignUp')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

function PostView({ post, commentPage }: { post: TInsightPost; commentPage: number }) {
  const { t } = useTranslation('insights')
  const language = useLanguage()
  const navigate = useNavigate()
  const otherLanguage = post.language !== language ? post.language : undefined
  usePageMeta({ title: post.title, description: post.summary })
  return (
    <Stack gap="xl">
      <article aria-labelledby="post-title" lang={otherLanguage}>
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="nexo">
              {t(`categories.${post.category}`)}
            </Badge>
            {post.isExclusive ? (
              <Badge variant="filled" color="dark" leftSection={<IconLock size={12} aria-hidden />}>
                {t('exclusive')}
              </Badge>
            ) : null}
          </Group>
          <Title order={1} id="post-title">
            {post.title}
          </Title>
          <Text c="dimmed" size="sm">
            {t('by', { name: post.authorName })}
            {post.publishedAt ? ` · ${t('post.publishedOn', { date: formatDate(post.publishedAt, language) })}` : ''}
          </Text>
          {otherLanguage ? (
            <Text size="sm" c="dimmed" lang={language}>
              {language === 'en' ? t('post.languageNote') : t('post.languageNoteEs')}
            </Text>
          ) : null}
          <Text size="lg" fw={500}>
            {post.summary}
          </Text>
          <Divider />
          {post.isLocked || post.bodyHtml === null ? (
            <Gate />
          ) : (
            // The server sanitized this HTML with an allow-list when it was stored (ADR 034): the only HTML rendered.
            <div className={classes.body} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
          )}
          {post.attachment ? (
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Group gap="xs" wrap="nowrap">
                  <IconPaperclip size={18} aria-hidden />
                  <div>
                    <Text size="sm" fw={600}>
                      {t('post.attachment')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {post.attachment.originalName} · {formatSize(post.attachment.sizeBytes, language)}
                    </Text>
                  </div>
                </Group>
                {post.attachment.url ? (
                  <FileButton
                    file={{ fileId: post.id, url: post.attachment.url, originalName: post.attachment.originalName, mimeType: post.attachment.mimeType, sizeBytes: post.attachment.sizeBytes }}
                    label={t('post.download', { name: post.attachment.originalName })}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('post.attachmentLocked')}
                  </Text>
                )}
              </Group>
            </Paper>
          ) : null}
        </Stack>
      </article>
      <RatingBox post={post} />
      <CommentsSection post={post} page={commentPage} onPageChange={(page) => navigate(paths.insightsPost(post.id, page), { preventScrollReset: true })} language={language} />
    </Stack>
  )
}

/** /insighs-post/:id/:page: a post, its rating and a page of its comments; exclusive posts show a teaser and a sign-in gate. */
/** The page when the post cannot be shown: still titled, with the way back. */
function PostUnavailable({ isMissing, onRetry }: { isMissing: boolean; onRetry: () => void }) {
  const { t } = useTranslation('insights')
  const title = isMissing ? t('post.notFound') : t('post.loadFailed')
  usePageMeta({ title, description: t('post.back') })
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {isMissing ? (
        <Anchor component={Link} to={paths.insights(1)} w="fit-content">
          {t('post.back')}
        </Anchor>
      ) : (
        <LoadError title={t('post.loadFailed')} onRetry={onRetry} />
      )}
    </Stack>
  )
}

export function InsightsPostPage() {
  const { t } = useTranslation('insights')
  const params = useParams()
  const language = useLanguage()
  const id = params.id ?? ''
  const commentPage = Number.isInteger(Number(params.page)) && Number(params.page) > 0 ? Number(params.page) : 1
  const query = useInsightPost(id, language)
  usePageTitle(query.data?.title ?? t('title'))

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.insights(1)} size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t('post.back')}
          </Group>
        </Anchor>
        {query.isPending ? (
          <Stack gap="md">
            <Skeleton height={36} width="80%" />
            <Skeleton height={18} width="40%" />
            <Skeleton height={260} radius="md" />
          </Stack>
        ) : query.isError ? (
          // An unknown or malformed id is a missing post; anything else may pass on a retry.
          <PostUnavailable isMissing={query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)} onRetry={() => void query.refetch()} />
        ) : (
          <PostView post={query.data} commentPage={commentPage} />
        )}
      </Stack>
    </Container>
  )
}
