import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /matches */
export function MatchesPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('matches.title')} description={t('matches.description')} />
}
