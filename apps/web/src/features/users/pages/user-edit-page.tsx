import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /users/edit/:id */
export function UserEditPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('usersEdit.title')} description={t('usersEdit.description')} />
}
