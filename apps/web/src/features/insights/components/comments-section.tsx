import { type FormEvent, useState } from 'react'
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core'
import { INSIGHT_COMMENT_MAX, type Language, type TInsightPost } from '@nexo/shared'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useLocation } from 'react-router'
import { LoadError } from '../../../components/load-error'
import { Pager } from '../../../components/pager'
import { paths } from '../../../config/paths'
import { formatTimeAgo } from '../../../lib/directory/format'
import { notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useHydrated } from '../../../lib/use-hydrated'
import { useAddComment, useBlockCommenter, useInsightComments, useModerateComment } from '../api/insights'
import classes from './insights.module.css'

interface CommentsSectionProps {
  post: TInsightPost
  page: number
  onPageChange: (page: number) => void
  language: Language
}

/** A post's comments, newest first and paged (the `:page` of the route), the comment form, and the admin's moderation. */
export function CommentsSection({ post, page, onPageChange, language }: CommentsSectionProps) {
  const { t } = useTranslation('insights')
  const { userType, isAuthenticated } = useSession()
  const location = useLocation()
  const isAdmin = userType === 'admin'
  const comments = useInsightComments(post.id, page, !post.isLocked)
  const addComment = useAddComment(post.id)
  const moderate = useModerateComment()
  const block = useBlockCommenter()
  const [text, setText] = useState('')
  const hydrated = useHydrated()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!text.trim()) return
    addComment.mutate(text.trim(), {
      onSuccess: () => {
        setText('')
        notifySuccess(t('comments.sent'))
        if (page !== 1) onPageChange(1)
      },
    })
  }

  const signInLink = paths.signin(`${location.pathname}${location.search}`)

  return (
    <Stack gap="md" component="section" aria-labelledby="comments-title">
      <Title order={2} size="h3" id="comments-title">
        {t('comments.title')}
        {comments.data ? ` (${comments.data.total})` : ''}
      </Title>

      {post.isLocked ? (
        <Text c="dimmed">{t('comments.gated')}</Text>
      ) : post.canComment ? (
        <form onSubmit={onSubmit}>
          <Stack gap="xs">
            <Textarea
              label={t('comments.label')}
              placeholder={t('comments.placeholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={INSIGHT_COMMENT_MAX}
              autosize
              minRows={3}
              maxRows={10}
              required
            />
            <Group justify="flex-end">
              <Button type="submit" loading={addComment.isPending} disabled={!text.trim()}>
                {t('comments.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : post.isCommentBlocked ? (
        <Alert color="gray" variant="light">
          {t('comments.blocked')}
        </Alert>
      ) : isAuthenticated ? (
        <Text c="dimmed">{t('comments.eventOnly')}</Text>
      ) : (
        <Text>
          <Link to={signInLink}>{t('comments.signIn')}</Link>
        </Text>
      )}

      {post.isLocked ? null : comments.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : comments.isError ? (
        <LoadError title={t('comments.loadFailed')} onRetry={() => void comments.refetch()} />
      ) : comments.data.items.length === 0 ? (
        <Text c="dimmed">{t('comments.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={comments.isPlaceholderData}>
          {comments.data.items.map((comment) => (
            <Paper key={comment.id} component="li" withBorder radius="md" p="md" bg={comment.isHidden ? 'gray.0' : undefined}>
              <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {comment.authorName}
                  {comment.companyName ? (
                    <Text span c="dimmed" fw={400}>
                      {` · ${comment.companyName}`}
                    </Text>
                  ) : null}
                </Text>
                <Group gap="xs">
                  {comment.isHidden ? (
                    <Badge color="gray" variant="light" size="sm">
                      {t('comments.hidden')}
                    </Badge>
                  ) : null}
                  {/* Server-rendered a moment before it hydrates (ADR 038): "5 minutes ago" may say 6 by then;
                      hydration keeps the server's text, so it is drawn again (a new key) once hydrated. */}
                  <Text key={String(hydrated)} size="xs" c="dimmed" component="time" dateTime={comment.createdAt} suppressHydrationWarning>
                    {formatTimeAgo(comment.createdAt, language)}
                  </Text>
                </Group>
              </Group>
              {/* Plain text, rendered as text: never HTML. */}
              <Text size="sm" className={classes.comment}>
                {comment.body}
              </Text>
              {isAdmin ? (
                <Group gap="xs" mt="sm">
                  <Button
                    size="compact-xs"
                    variant="light"
                    color={comment.isHidden ? 'nexo' : 'red'}
                    loading={moderate.isPending && moderate.variables.commentId === comment.id}
                    onClick={() => moderate.mutate({ commentId: comment.id, hidden: !comment.isHidden })}
                  >
                    {comment.isHidden ? t('comments.show') : t('comments.hide')}
                  </Button>
                  {comment.authorUserId ? (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        block.mutate(
                          { userId: comment.authorUserId!, blocked: !comment.authorIsBlocked },
                          { onSuccess: (state) => notifySuccess(state.isBlocked ? t('comments.blockedDone') : t('comments.unblockedDone')) },
                        )
                      }
                    >
                      {comment.authorIsBlocked ? t('comments.unblock') : t('comments.block')}
                    </Button>
                  ) : null}
                </Group>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
      {comments.data ? <Pager page={page} pages={Math.max(1, Math.ceil(comments.data.total / comments.data.limit))} onChange={onPageChange} label={t('comments.pages')} size="sm" /> : null}
    </Stack>
  )
}
