import type { ReactNode } from 'react'
import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core'
import { useTranslation } from '../../lib/i18n-react'

/** The grid every directory list uses: one column on phones, two on tablets, three on desktops. */
export function CardGrid({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <SimpleGrid cols={wide ? { base: 1, sm: 2, lg: 3 } : { base: 1, sm: 2, xl: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  )
}

/** Placeholder cards while a list loads. */
export function CardGridSkeleton({ count = 6, wide = false }: { count?: number; wide?: boolean }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-label={t('loading')}>
      <CardGrid wide={wide}>
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} withBorder radius="lg" padding="lg" aria-hidden>
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <Skeleton height={52} width={52} radius="md" />
                <Stack gap={6} style={{ flexGrow: 1 }}>
                  <Skeleton height={14} width="70%" />
                  <Skeleton height={10} width="45%" />
                </Stack>
              </Group>
              <Skeleton height={10} />
              <Skeleton height={10} />
              <Skeleton height={10} width="80%" />
              <Group gap={6}>
                <Skeleton height={18} width={90} radius="sm" />
                <Skeleton height={18} width={70} radius="sm" />
              </Group>
            </Stack>
          </Card>
        ))}
      </CardGrid>
    </div>
  )
}
