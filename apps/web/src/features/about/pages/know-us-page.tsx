import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCertificate, IconScale, IconTargetArrow } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { usePageMeta } from '../../../lib/page-meta'

const VALUE_ICONS = [IconCertificate, IconScale, IconTargetArrow] as const

/** /know-us: about Nexo. */
export function KnowUsPage() {
  const { t } = useTranslation('info')
  const { t: tPages } = useTranslation('pages')
  const { t: tMeta } = useTranslation('meta')
  usePageMeta({ title: tPages('knowUs.title'), description: tMeta('knowUs') })
  const paragraphs = t('knowUs.paragraphs', { returnObjects: true })
  const values = t('knowUs.values', { returnObjects: true })
  return (
    <Page title={tPages('knowUs.title')} description={t('knowUs.lead')}>
      <Stack gap="md" maw={780}>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} size="md" lh={1.7}>
            {paragraph}
          </Text>
        ))}
      </Stack>
      <Title order={2}>{t('knowUs.valuesTitle')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {values.map((value, index) => {
          const Icon = VALUE_ICONS[index % VALUE_ICONS.length] ?? IconCertificate
          return (
            <Card key={value.title} withBorder radius="lg" padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mb={6}>
                {value.title}
              </Title>
              <Text c="dimmed" size="sm">
                {value.body}
              </Text>
            </Card>
          )
        })}
      </SimpleGrid>
      <Button component={Link} to={paths.signup} size="md" w="fit-content">
        {t('knowUs.cta')}
      </Button>
    </Page>
  )
}
