import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /insighs-post/:id/:page */
export function InsightsPostPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('insightsPost.title')} description={t('insightsPost.description')} />
}
