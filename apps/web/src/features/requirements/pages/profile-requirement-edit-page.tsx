import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /profile-requirements/edit/:id */
export function ProfileRequirementEditPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('profileRequirementsEdit.title')} description={t('profileRequirementsEdit.description')} />
}
