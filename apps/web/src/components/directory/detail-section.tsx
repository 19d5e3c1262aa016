import type { ReactNode } from 'react'
import { Group, Paper, Stack, Text, Title } from '@mantine/core'

/** A titled block of a detail page (h2). */
export function DetailSection({ title, icon, children, actions }: { title: string; icon?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" c="nexo.8">
            {icon}
            <Title order={2} size="h4" c="var(--mantine-color-text)">
              {title}
            </Title>
          </Group>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}

/** Label/value pairs; empty values are left out, and nothing at all renders when every value is empty. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '')
  if (shown.length === 0) return null
  return (
    <Stack component="dl" gap="sm" m={0}>
      {shown.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {fact.value}
          </Text>
        </div>
      ))}
    </Stack>
  )
}

/** A long user-written text: line breaks kept, never HTML. */
export function LongText({ children }: { children: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  )
}
