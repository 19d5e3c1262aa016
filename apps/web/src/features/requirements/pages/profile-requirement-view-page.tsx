import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /profile-requirements/view/:id */
export function ProfileRequirementViewPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('profileRequirementsView.title')} description={t('profileRequirementsView.description')} />
}
