import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /company-profile */
export function CompanyProfilePage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('companyProfile.title')} description={t('companyProfile.description')} />
}
