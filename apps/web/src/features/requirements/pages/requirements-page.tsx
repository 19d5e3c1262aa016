import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /requirements */
export function RequirementsPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('requirements.title')} description={t('requirements.description')} />
}
