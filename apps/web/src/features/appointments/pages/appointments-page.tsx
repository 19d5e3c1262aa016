import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /appointments */
export function AppointmentsPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('appointments.title')} description={t('appointments.description')} />
}
