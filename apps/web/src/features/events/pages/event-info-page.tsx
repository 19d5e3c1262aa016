import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /events/event-info/:id */
export function EventInfoPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('eventInfo.title')} description={t('eventInfo.description')} />
}
