import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /recover-password/:status? */
export function RecoverPasswordPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('recoverPassword.title')} description={t('recoverPassword.description')} />
}
