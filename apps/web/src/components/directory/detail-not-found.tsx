import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBuildingFactory2 } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link } from 'react-router'
import { usePageTitle } from '../page'
import { paths } from '../../config/paths'

/** A detail whose id is unknown, or no longer listed: a friendly way back rather than an error. */
export function DetailNotFound({ kind = 'company' }: { kind?: 'company' | 'item' }) {
  const { t } = useTranslation('directory')
  const title = kind === 'company' ? t('notFound.companyTitle') : t('notFound.itemTitle')
  usePageTitle(title)
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconBuildingFactory2 size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {t('notFound.body')}
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to={paths.searchResult()}>
            {t('notFound.search')}
          </Button>
          <Button component={Link} to={paths.marketplace()} variant="default">
            {t('notFound.marketplace')}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}

/** A detail that failed for another reason (network, server). */
export function DetailLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('directory')
  const { t: tCommon } = useTranslation()
  usePageTitle(t('notFound.failedTitle'))
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('notFound.failedTitle')}</Title>
        <Text c="dimmed">{t('notFound.failedBody')}</Text>
        <Button onClick={onRetry}>{tCommon('actions.tryAgain')}</Button>
      </Stack>
    </Container>
  )
}
