import { Container, Grid, Group, Skeleton, Stack } from '@mantine/core'
import { useTranslation } from '../../lib/i18n-react'

/** The shape of a detail page while it loads. */
export function DetailSkeleton() {
  const { t } = useTranslation()
  return (
    <Container size="lg" py="xl" role="status" aria-label={t('loading')}>
      <Stack gap="lg" aria-hidden>
        <Group gap="lg" wrap="nowrap">
          <Skeleton h={88} w={88} radius="md" />
          <Stack gap="sm" style={{ flexGrow: 1 }}>
            <Skeleton h={28} w="50%" />
            <Skeleton h={14} w="30%" />
            <Skeleton h={18} w="40%" />
          </Stack>
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Skeleton h={180} radius="lg" />
              <Skeleton h={240} radius="lg" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={220} radius="lg" />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}
