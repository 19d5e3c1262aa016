import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /insighs/:page */
export function InsightsPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('insights.title')} description={t('insights.description')} />
}
