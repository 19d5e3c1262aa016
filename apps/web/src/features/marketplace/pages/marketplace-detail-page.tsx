import { useTranslation } from '../../../lib/i18n-react'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { CompanyDetailView } from '../../../components/directory/company-detail-view'
import { DetailLoadFailed, DetailNotFound } from '../../../components/directory/detail-not-found'
import { DetailSkeleton } from '../../../components/directory/detail-skeleton'
import { paths } from '../../../config/paths'
import { isMarketplaceDetailState, marketplaceDetailLink, marketplaceKindParam } from '../../../lib/directory/marketplace-link'
import { isMissingDetail } from '../../../lib/directory/not-found'
import { useMarketplaceDetail } from '../api/get-marketplace-detail'
import { ProductDetailView } from '../components/product-detail-view'
import { parseDetailPage } from '../utils/detail-page'

/**
 * /marketplace-detail/{id}/{page} (docs/decisions/007): `{id}` is a company id or a product/service id,
 * `{page}` the page of the company's catalogue shown on the detail ("more from this company" for a
 * product). Links from cards say which kind they open (router state), so the right endpoint is asked first.
 */
export function MarketplaceDetailPage() {
  const { t } = useTranslation('marketplace')
  const { id = '', page: pageParam } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const hint = marketplaceKindParam(params.get('kind')) ?? (isMarketplaceDetailState(location.state) ? location.state.kind : undefined)
  const page = parseDetailPage(pageParam)
  const detail = useMarketplaceDetail(id, hint)

  if (detail.isPending) return <DetailSkeleton />
  if (detail.isError) {
    return isMissingDetail(detail.error) ? <DetailNotFound kind="item" /> : <DetailLoadFailed onRetry={() => void detail.refetch()} />
  }

  const goToPage = (next: number) => {
    const link = marketplaceDetailLink(detail.data.kind, id, next)
    void navigate(link.to, { state: link.state })
  }
  if (detail.data.kind === 'product') {
    return <ProductDetailView product={detail.data.product} page={page} onPageChange={goToPage} />
  }
  return (
    <CompanyDetailView
      company={detail.data.company}
      productsPage={page}
      onProductsPageChange={goToPage}
      back={{ to: paths.marketplace(), label: t('detail.back') }}
    />
  )
}
