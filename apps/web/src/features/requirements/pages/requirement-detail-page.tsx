import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ComingSoonPage } from '../../../components/coming-soon'
import { isRfqSegment } from '../../../config/paths'

/** /requirement/detail/:id/:isRfq? (see RFQ_SEGMENT in config/paths.ts) */
export function RequirementDetailPage() {
  const { t } = useTranslation('pages')
  const { isRfq } = useParams()
  const title = isRfqSegment(isRfq) ? t('requirementDetail.rfqTitle') : t('requirementDetail.title')
  return <ComingSoonPage title={title} description={t('requirementDetail.description')} />
}
