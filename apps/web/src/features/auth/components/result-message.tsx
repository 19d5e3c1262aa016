import type { ComponentType, ReactNode } from 'react'
import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { usePageTitle } from '../../../components/page'

interface ResultMessageProps {
  title: string
  body: string
  icon: ComponentType<{ size?: number; stroke?: number }>
  color?: string
  actions?: ReactNode
}

/** A centred result card: the activation and sign-up result pages. */
export function ResultMessage({ title, body, icon: Icon, color = 'nexo', actions }: ResultMessageProps) {
  usePageTitle(title)
  return (
    <Container size="sm" py={72}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
            <Icon size={40} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="lg">
            {body}
          </Text>
          {actions ? (
            <Group justify="center" mt="sm">
              {actions}
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  )
}
