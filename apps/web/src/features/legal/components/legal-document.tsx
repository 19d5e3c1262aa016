import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { Page } from '../../../components/page'
import { usePageMeta } from '../../../lib/page-meta'

/** Renders one legal text of legal.json: lead, then numbered sections. */
export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal')
  const { t: tPages } = useTranslation('pages')
  const sections = t(`${document}.sections`, { returnObjects: true })
  const title = document === 'terms' ? tPages('termConditions.title') : tPages('privacyNotice.title')
  const { t: tMeta } = useTranslation('meta')
  usePageMeta({ title, description: document === 'terms' ? tMeta('termConditions') : tMeta('privacyNotice') })
  return (
    <Page title={title} description={t(`${document}.lead`)} size="md">
      <Text size="sm" c="dimmed">
        {t('updated', { date: t('updatedDate') })}
      </Text>
      <Stack gap="lg">
        {sections.map((section) => (
          <Stack key={section.title} gap={6} component="section">
            <Title order={2} size="h4">
              {section.title}
            </Title>
            <Text lh={1.7}>{section.body}</Text>
          </Stack>
        ))}
      </Stack>
    </Page>
  )
}
