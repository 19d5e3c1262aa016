import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconLock, IconMessageCircle, IconStarFilled } from '@tabler/icons-react'
import type { Language, TInsightCard } from '@nexo/shared'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { formatDate } from '../../../lib/directory/format'
import classes from './insights.module.css'

/** A post in the blog list: category, title (the link), teaser, author, date, comments and rating. */
export function InsightCard({ post, language }: { post: TInsightCard; language: Language }) {
  const { t } = useTranslation('insights')
  const titleId = `insight-${post.id}`
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="nexo" size="sm">
            {t(`categories.${post.category}`)}
          </Badge>
          {post.isExclusive ? (
            <Badge variant="filled" color="dark" size="sm" leftSection={<IconLock size={12} aria-hidden />}>
              {t('exclusive')}
            </Badge>
          ) : null}
          {post.language !== language ? (
            <Badge variant="outline" color="gray" size="sm" title={t('otherLanguage')}>
              {t('otherLanguageShort')}
            </Badge>
          ) : null}
        </Group>
        <Title order={2} size="h4" id={titleId} lang={post.language !== language ? post.language : undefined}>
          <Link to={paths.insightsPost(post.id, 1)} className={classes.cardLink}>
            {post.title}
          </Link>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} lang={post.language !== language ? post.language : undefined}>
          {post.summary}
        </Text>
        <Group justify="space-between" gap="xs" mt="auto" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('by', { name: post.authorName })}
            {post.publishedAt ? ` · ${formatDate(post.publishedAt, language)}` : ''}
          </Text>
          <Group gap="sm">
            <Group gap={4} role="img" aria-label={t('commentCount', { count: post.commentCount })}>
              <IconMessageCircle size={14} aria-hidden />
              <Text size="xs" aria-hidden>
                {post.commentCount}
              </Text>
            </Group>
            {post.rating.average !== null ? (
              <Group gap={4} role="img" aria-label={t('ratingSummary', { average: post.rating.average, count: post.rating.count })}>
                <IconStarFilled size={14} aria-hidden className={classes.star} />
                <Text size="xs" aria-hidden>
                  {post.rating.average.toFixed(1)}
                </Text>
              </Group>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}
