import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /events/sign-in */
export function EventSignInPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('eventSignIn.title')} description={t('eventSignIn.description')} />
}
