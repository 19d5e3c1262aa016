import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /marketplace-detail/:id/:page */
export function MarketplaceDetailPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('marketplaceDetail.title')} description={t('marketplaceDetail.description')} />
}
