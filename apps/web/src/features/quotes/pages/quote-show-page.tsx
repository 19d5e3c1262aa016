import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /profile-quotes/show/:id */
export function QuoteShowPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('profileQuotesShow.title')} description={t('profileQuotesShow.description')} />
}
