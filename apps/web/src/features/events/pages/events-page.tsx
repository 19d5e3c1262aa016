import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /events */
export function EventsPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('events.title')} description={t('events.description')} />
}
