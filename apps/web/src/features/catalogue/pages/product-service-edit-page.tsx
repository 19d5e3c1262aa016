import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /products-services/edit/:id */
export function ProductServiceEditPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('productsServicesEdit.title')} description={t('productsServicesEdit.description')} />
}
