import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /events/event-registration-summary */
export function EventRegistrationSummaryPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('eventRegistrationSummary.title')} description={t('eventRegistrationSummary.description')} />
}
