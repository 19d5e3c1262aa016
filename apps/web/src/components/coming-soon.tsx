import type { ReactNode } from 'react'
import { Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core'
import { IconTools } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../config/paths'
import { usePageMeta } from '../lib/page-meta'
import { Page } from './page'

interface ComingSoonProps {
  /** Translated sentence saying what this section will do. */
  description?: ReactNode
  /** Hide the link to the supplier search (e.g. on the search page itself). */
  withSearchLink?: boolean
  /** Heading level of the notice; 2 under a page title, 3 inside a tab. */
  headingOrder?: 2 | 3
}

/** The small "coming soon" mark next to a link or a feature whose release has not landed yet. */
export function ComingSoonBadge({ size = 'xs', short = false }: { size?: 'xs' | 'sm' | 'md'; short?: boolean }) {
  const { t } = useTranslation()
  return (
    <Badge variant="light" color="orange" size={size} radius="sm" style={{ flexShrink: 0 }} ml={short ? 6 : undefined}>
      {short ? t('comingSoon.short') : t('comingSoon.badge')}
    </Badge>
  )
}

/**
 * The same mark where a badge does not fit (the desktop top menu): an orange dot, named for screen readers and
 * by the native `title` on hover (a Mantine Tooltip would pull its positioning library into the first load).
 */
export function ComingSoonDot() {
  const { t } = useTranslation()
  return (
    <Box component="span" ml={4} title={t('comingSoon.badge')} style={{ display: 'inline-flex', verticalAlign: 'super' }}>
      <Box component="span" aria-hidden w={7} h={7} bg="orange.8" style={{ borderRadius: '50%', display: 'inline-block' }} />
      <VisuallyHidden>({t('comingSoon.badge')})</VisuallyHidden>
    </Box>
  )
}

/** A clear notice for a section that a later release fills. */
export function ComingSoon({ description, withSearchLink = true, headingOrder = 2 }: ComingSoonProps) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <IconTools size={26} />
        </ThemeIcon>
        <Stack gap="xs">
          <Badge variant="light" color="orange" w="fit-content">
            {t('comingSoon.badge')}
          </Badge>
          <Title order={headingOrder} size="h3">
            {t('comingSoon.title')}
          </Title>
          {description ? <Text>{description}</Text> : null}
          <Text c="dimmed" size="sm">
            {t('comingSoon.body')}
          </Text>
          {withSearchLink ? (
            <Button component={Link} to={paths.searchResult()} variant="light" w="fit-content" mt="xs">
              {t('actions.exploreSuppliers')}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  )
}

/** A page whose content lands later: its frame plus the coming-soon notice. */
export function ComingSoonPage({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  const { t } = useTranslation('meta')
  // These are public pages (requirements, insights, events …): their description says what they will hold.
  usePageMeta({ title, description: description ?? t('site') })
  return (
    <Page title={title}>
      {children}
      <ComingSoon description={description} />
    </Page>
  )
}
