import { Badge, Flex, Group, Paper, RingProgress, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import type { CompanyProfileSection, TProfileProgress } from '@nexo/shared'
import { incompleteParts } from '../utils/progress'

/** The profile-fill percentage and the parts still missing, each a shortcut to its section. */
export function ProfileProgress({ progress, onOpen }: { progress: TProfileProgress; onOpen: (section: CompanyProfileSection) => void }) {
  const { t } = useTranslation('company')
  const missing = incompleteParts(progress)
  const color = progress.percent >= 100 ? 'teal' : progress.percent >= 60 ? 'nexo' : 'orange'
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Flex gap="lg" direction={{ base: 'column', xs: 'row' }} align={{ base: 'flex-start', xs: 'center' }}>
        <RingProgress
          size={96}
          thickness={10}
          roundCaps
          sections={[{ value: progress.percent, color }]}
          label={
            <Text ta="center" fw={700} size="lg">
              {progress.percent}%
            </Text>
          }
          aria-label={t('progress.label', { percent: progress.percent })}
          role="img"
        />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            {missing.length === 0 ? t('progress.complete') : t('progress.title', { percent: progress.percent })}
          </Title>
          {missing.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('progress.completeBody')}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('progress.missing')}
              </Text>
              <Group gap={6}>
                {missing.map(({ part, section, weight }) => (
                  // The visible text is the button's name (WCAG 2.5.3): the sentence above says what the buttons do.
                  <UnstyledButton key={part} onClick={() => onOpen(section)}>
                    <Badge variant="light" color="orange" tt="none" style={{ cursor: 'pointer' }}>
                      {t(`parts.${part}`)} · +{weight}%
                    </Badge>
                  </UnstyledButton>
                ))}
              </Group>
            </>
          )}
        </Stack>
      </Flex>
    </Paper>
  )
}
