import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /profile-quotes */
export function ProfileQuotesPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('profileQuotes.title')} description={t('profileQuotes.description')} />
}
