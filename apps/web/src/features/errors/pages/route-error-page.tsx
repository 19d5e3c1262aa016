import { Button, Code, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { usePageTitle } from '../../../components/page'
import { paths } from '../../../config/paths'
import { isChunkLoadError } from '../utils/is-chunk-load-error'

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  return String(error)
}

/** What every route's error boundary shows (app/route-error-boundary.tsx): a friendly, translated message instead of a blank screen. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('errors')
  const { t: tCommon } = useTranslation()
  const isChunk = isChunkLoadError(error)
  const title = isChunk ? t('route.chunkTitle') : t('route.title')
  usePageTitle(title)

  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <ThemeIcon size={72} radius="xl" variant="light" color={isChunk ? 'nexo' : 'orange'} aria-hidden>
          {isChunk ? <IconRefresh size={40} stroke={1.5} /> : <IconAlertTriangle size={40} stroke={1.5} />}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {isChunk ? t('route.chunkBody') : t('route.body')}
        </Text>
        <Group justify="center" mt="sm">
          <Button size="md" onClick={() => window.location.reload()}>
            {isChunk ? tCommon('actions.reload') : tCommon('actions.tryAgain')}
          </Button>
          <Button component={Link} to={paths.home} reloadDocument size="md" variant="default">
            {tCommon('actions.goHome')}
          </Button>
        </Group>
        {import.meta.env.DEV ? (
          <Stack gap={4} w="100%" ta="left" mt="lg">
            <Text size="sm" fw={600}>
              {t('route.details')}
            </Text>
            <Code block>{describe(error)}</Code>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  )
}
