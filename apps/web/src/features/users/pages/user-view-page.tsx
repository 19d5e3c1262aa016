import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /users/view/:id */
export function UserViewPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('usersView.title')} description={t('usersView.description')} />
}
