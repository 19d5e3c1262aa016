import type { ReactNode } from 'react'
import { Container, Paper, Stack, Text, Title } from '@mantine/core'
import { usePageTitle } from '../../../components/page'

interface AuthCardProps {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
  size?: 'xs' | 'sm' | 'md'
}

/** The narrow centred card of the sign-in, recovery and password pages. */
export function AuthCard({ title, description, children, footer, size = 'xs' }: AuthCardProps) {
  usePageTitle(title)
  return (
    <Container size={size} py={{ base: 'lg', sm: 56 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text ta="center" mt="lg" size="sm">
          {footer}
        </Text>
      ) : null}
    </Container>
  )
}
