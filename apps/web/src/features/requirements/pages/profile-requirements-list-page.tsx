import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /profile-requirements/list */
export function ProfileRequirementsListPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('profileRequirementsList.title')} description={t('profileRequirementsList.description')} />
}
