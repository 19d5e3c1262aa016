import type { ReactNode } from 'react'
import { Paper, Stack, Title } from '@mantine/core'

/** One titled group of a long form (identity, access, contact, files…), the same frame on every form. */
export function FormCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}
