import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /membership (needs login) */
export function MembershipPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('membership.title')} description={t('membership.description')} />
}
