import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /products-services */
export function ProductsServicesPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('productsServices.title')} description={t('productsServices.description')} />
}
