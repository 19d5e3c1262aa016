import { Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { IconCrown, IconLock } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link, useLocation } from 'react-router'
import { paths } from '../../config/paths'
import { useSession } from '../../lib/session'

/** Shown to basic viewers (spec §6): what Platinum unlocks, and the way to it. */
/** The frame of every "this is for members" message: a lock, its title and text, then the way forward (`children`). */
export function LockedCallout({ title, body, children }: { title: ReactNode; body: ReactNode; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-yellow-0), var(--mantine-color-nexo-0))', borderColor: 'var(--mantine-color-yellow-4)' }}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" color="yellow.7" variant="light" aria-hidden>
            <IconLock size={22} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {title}
            </Title>
            {body}
          </Stack>
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}

export function UpgradeCallout({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('directory')
  const { isAuthenticated } = useSession()
  const location = useLocation()
  const perks = t('upgrade.perks', { returnObjects: true })
  return (
    <LockedCallout
      title={t('upgrade.title')}
      body={
        <Text size="sm" c="dimmed">
          {t('upgrade.body')}
        </Text>
      }
    >
      {compact ? null : (
        <List size="sm" spacing={4} icon={<IconCrown size={14} color="var(--mantine-color-yellow-7)" aria-hidden />}>
          {perks.map((perk) => (
            <List.Item key={perk}>{perk}</List.Item>
          ))}
        </List>
      )}
      <Group gap="sm">
        <Button component={Link} to={paths.membership} color="yellow.4" autoContrast leftSection={<IconCrown size={16} aria-hidden />}>
          {t('upgrade.cta')}
        </Button>
        {isAuthenticated ? null : (
          <Anchor component={Link} to={paths.signin(location.pathname + location.search)} size="sm">
            {t('upgrade.signIn')}
          </Anchor>
        )}
      </Group>
    </LockedCallout>
  )
}
