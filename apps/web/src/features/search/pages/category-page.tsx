import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /category */
export function CategoryPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('category.title')} description={t('category.description')} />
}
