import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Badge, Box, Button, Grid, Paper, Stack, Title } from '@mantine/core'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'

interface FilterLayoutProps {
  /** The filter controls; rendered in the sidebar (desktop) or a drawer (phones and tablets). */
  filters: ReactNode
  /** How many filters are active, shown on the mobile button. */
  activeCount: number
  children: ReactNode
}

const Drawer = lazy(() => import('../drawer-lazy'))

/**
 * Filters in a sticky sidebar from md up; below that behind a "Filters" button that opens a drawer. The drawer (and its
 * modal machinery) loads and mounts at the first opening, as the header's does: a first visit evaluates none of it.
 */
export function FilterLayout({ filters, activeCount, children }: FilterLayoutProps) {
  const { t } = useTranslation('directory')
  const [opened, setOpened] = useState(false)
  const [isDrawerMounted, setDrawerMounted] = useState(false)
  // Mounted from the first opening on, so closing still animates.
  if (opened && !isDrawerMounted) setDrawerMounted(true)
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
        <Paper component="aside" aria-label={t('filters.title')} withBorder radius="lg" p="md" pos="sticky" top={88}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('filters.title')}
            </Title>
            {filters}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="md">
          <Box hiddenFrom="md">
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              rightSection={activeCount > 0 ? <Badge size="sm" circle>{activeCount}</Badge> : null}
              onClick={() => setOpened(true)}
              aria-haspopup="dialog"
            >
              {t('filters.open')}
            </Button>
          </Box>
          {isDrawerMounted ? (
            <Suspense fallback={null}>
              <Drawer opened={opened} onClose={() => setOpened(false)} title={t('filters.title')} position="left" size="sm" hiddenFrom="md">
                <Stack gap="md">
                  {filters}
                  <Button onClick={() => setOpened(false)} fullWidth mt="md">
                    {t('filters.showResults')}
                  </Button>
                </Stack>
              </Drawer>
            </Suspense>
          ) : null}
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  )
}
