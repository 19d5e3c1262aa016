import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /marketplace */
export function MarketplacePage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('marketplace.title')} description={t('marketplace.description')} />
}
