import { Accordion } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { Page } from '../../../components/page'
import { useLanguage } from '../../../lib/directory/use-language'
import { formatHomeStats, useHomeStats } from '../../../lib/home-stats'
import { usePageMeta } from '../../../lib/page-meta'

/** /faqs: frequently asked questions. */
export function FaqsPage() {
  const { t } = useTranslation('info')
  const { t: tPages } = useTranslation('pages')
  const { t: tMeta } = useTranslation('meta')
  usePageMeta({ title: tPages('faqs.title'), description: tMeta('faqs') })
  const language = useLanguage()
  const stats = useHomeStats()
  // The figures come from the same count as the home page's (never typed into the texts).
  const items = t('faqs.items', { returnObjects: true, ...formatHomeStats(stats.data, language) })
  return (
    <Page title={tPages('faqs.title')} description={t('faqs.lead')} size="md">
      <Accordion variant="separated" radius="md" multiple defaultValue={['0']}>
        {items.map((item, index) => (
          <Accordion.Item key={item.question} value={String(index)}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Page>
  )
}
