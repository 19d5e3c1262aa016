import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /favourites */
export function FavouritesPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('favourites.title')} description={t('favourites.description')} />
}
