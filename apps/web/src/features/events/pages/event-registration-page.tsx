import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /events/event-registration/:id */
export function EventRegistrationPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('eventRegistration.title')} description={t('eventRegistration.description')} />
}
