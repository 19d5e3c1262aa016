import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /signup */
export function SignupPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('signup.title')} description={t('signup.description')} />
}
