import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { Page } from '../../../components/page'
import { usePageMeta } from '../../../lib/page-meta'

interface AudienceLandingProps {
  audience: 'buyer' | 'supplier'
  primaryTo: string
  secondaryTo: string
}

/** Shared body of the /buyer and /supplier landing pages. */
export function AudienceLanding({ audience, primaryTo, secondaryTo }: AudienceLandingProps) {
  const { t } = useTranslation('info')
  const { t: tPages } = useTranslation('pages')
  const { t: tMeta } = useTranslation('meta')
  usePageMeta({ title: tPages(`${audience}.title`), description: tMeta(audience) })
  const benefits = t(`${audience}.benefits`, { returnObjects: true })
  const steps = t(`${audience}.steps`, { returnObjects: true })
  return (
    <Page title={tPages(`${audience}.title`)} description={t(`${audience}.lead`)}>
      <Stack gap="lg">
        <Title order={2}>{t(`${audience}.benefitsTitle`)}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {benefits.map((benefit) => (
            <Card key={benefit.title} withBorder radius="lg" padding="lg">
              <Title order={3} size="h4" mb={6}>
                {benefit.title}
              </Title>
              <Text c="dimmed">{benefit.body}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="md">
        <Title order={2}>{t(`${audience}.stepsTitle`)}</Title>
        <List type="ordered" spacing="sm" size="md">
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Stack>
      <Group gap="sm">
        <Button component={Link} to={primaryTo} size="md">
          {t(`${audience}.cta`)}
        </Button>
        <Button component={Link} to={secondaryTo} size="md" variant="default">
          {t(`${audience}.secondaryCta`)}
        </Button>
      </Group>
    </Page>
  )
}
