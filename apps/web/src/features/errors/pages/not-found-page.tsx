import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCompass } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { usePageTitle } from '../../../components/page'
import { paths } from '../../../config/paths'

function NotFoundMessage({ variant }: { variant: 'website' | 'dashboard' }) {
  const { t } = useTranslation('errors')
  const { t: tCommon } = useTranslation()
  const key = variant === 'dashboard' ? 'dashboardNotFound' : 'notFound'
  usePageTitle(t(`${key}.title`))
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconCompass size={40} stroke={1.5} />
        </ThemeIcon>
        <Text fz={56} fw={800} c="nexo.8" lh={1} aria-hidden>
          {t(`${key}.code`)}
        </Text>
        <Title order={1}>{t(`${key}.title`)}</Title>
        <Text c="dimmed" size="lg">
          {t(`${key}.body`)}
        </Text>
        <Group justify="center" mt="sm">
          {variant === 'dashboard' ? (
            <Button component={Link} to={paths.dashboard} size="md">
              {tCommon('actions.goDashboard')}
            </Button>
          ) : (
            <>
              <Button component={Link} to={paths.home} size="md">
                {tCommon('actions.goHome')}
              </Button>
              <Button component={Link} to={paths.searchResult()} size="md" variant="default">
                {tCommon('actions.exploreSuppliers')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Container>
  )
}

/** /not-found: target of every unknown website path. */
export function NotFoundPage() {
  return <NotFoundMessage variant="website" />
}

/** /dashboard/not-found: target of every unknown dashboard path. */
export function DashboardNotFoundPage() {
  return <NotFoundMessage variant="dashboard" />
}
