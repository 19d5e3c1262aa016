import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /signin */
export function SigninPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('signin.title')} description={t('signin.description')} />
}
