import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /map */
export function MapPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('map.title')} description={t('map.description')} />
}
