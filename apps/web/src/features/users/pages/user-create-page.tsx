import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /users/create */
export function UserCreatePage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('usersCreate.title')} description={t('usersCreate.description')} />
}
