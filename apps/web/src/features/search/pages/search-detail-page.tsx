import { useTranslation } from '../../../lib/i18n-react'
import { useParams, useSearchParams } from 'react-router'
import { CompanyDetailView } from '../../../components/directory/company-detail-view'
import { DetailLoadFailed, DetailNotFound } from '../../../components/directory/detail-not-found'
import { DetailSkeleton } from '../../../components/directory/detail-skeleton'
import { paths } from '../../../config/paths'
import { useCompanyDetail } from '../../../lib/directory/directory-api'
import { isMissingDetail } from '../../../lib/directory/not-found'
import { readPage } from '../../../lib/directory/url-params'

/**
 * /search-detail/{id}: a company's profile. Basic or full as the API decides (spec §6); the page of
 * its catalogue list is `?page=` so it survives reloads and the back button.
 */
export function SearchDetailPage() {
  const { t } = useTranslation('search')
  const { id = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const page = readPage(params)
  const detail = useCompanyDetail(id)

  if (detail.isPending) return <DetailSkeleton />
  if (detail.isError) {
    return isMissingDetail(detail.error) ? <DetailNotFound /> : <DetailLoadFailed onRetry={() => void detail.refetch()} />
  }
  return (
    <CompanyDetailView
      company={detail.data}
      productsPage={page}
      onProductsPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      back={{ to: paths.searchResult(), label: t('detail.back') }}
    />
  )
}
