import type { ComponentType, ReactNode } from 'react'
import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { usePageTitle } from '../../../components/page'

interface ResultMessageProps {
  title: string
  body: string
  icon: ComponentType<{ size?: number; stroke?: number }>
  color?: string
  actions?: ReactNode
  /** Extra content under the text (a resend form …). */
  children?: ReactNode
}

/** A centred result card: the activation, sign-up and password result pages. */
export function ResultMessage({ title, body, icon: Icon, color = 'nexo', actions, children }: ResultMessageProps) {
  usePageTitle(title)
  return (
    <Container size="sm" py={{ base: 'lg', sm: 72 }} px={{ base: 'xs', sm: 'md' }}>
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
          {children ? (
            <Stack w="100%" maw={420} ta="left" mt="sm">
              {children}
            </Stack>
          ) : null}
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
