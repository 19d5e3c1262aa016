import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /profile-requirements/create */
export function ProfileRequirementCreatePage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('profileRequirementsCreate.title')} description={t('profileRequirementsCreate.description')} />
}
