import type { ReactNode } from 'react'
import { Container, type ContainerProps, Group, Stack, Text, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { useTranslation } from '../lib/i18n-react'

/** Sets `document.title` to "<title> · Nexo". */
export function usePageTitle(title: string) {
  const { t } = useTranslation()
  useDocumentTitle(title ? `${title} · ${t('appName')}` : t('appName'))
}

interface PageProps {
  /** Translated page title: the page's only <h1> and the document title. */
  title: string
  /** Translated lead text under the title. */
  description?: ReactNode
  /** Buttons shown beside the title. */
  actions?: ReactNode
  size?: ContainerProps['size']
  children?: ReactNode
}

/** The frame every page shares: its title (h1 + document title), lead text and content. */
export function Page({ title, description, actions, size = 'lg', children }: PageProps) {
  usePageTitle(title)
  return (
    <Container size={size} py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={6} maw={760}>
            <Title order={1}>{title}</Title>
            {description ? (
              <Text size="lg" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Container>
  )
}
