import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /search-detail/:id */
export function SearchDetailPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('searchDetail.title')} description={t('searchDetail.description')} />
}
