import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /products-services/create */
export function ProductServiceCreatePage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('productsServicesCreate.title')} description={t('productsServicesCreate.description')} />
}
