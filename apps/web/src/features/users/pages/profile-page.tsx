import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /profile */
export function ProfilePage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('profile.title')} description={t('profile.description')} />
}
