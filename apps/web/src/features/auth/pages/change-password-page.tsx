import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /change-password/:token */
export function ChangePasswordPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('changePassword.title')} description={t('changePassword.description')} />
}
