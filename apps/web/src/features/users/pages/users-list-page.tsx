import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /users/list */
export function UsersListPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('usersList.title')} description={t('usersList.description')} />
}
