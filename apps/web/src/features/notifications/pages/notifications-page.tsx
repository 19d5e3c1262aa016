import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /notifications */
export function NotificationsPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('notifications.title')} description={t('notifications.description')} />
}
