import { Text } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { useCompanyProducts } from '../../lib/directory/directory-api'
import { marketplaceDetailLink } from '../../lib/directory/marketplace-link'
import { bilingualName } from '../../lib/directory/reference-labels'
import { useLanguage } from '../../lib/directory/use-language'
import { CardGrid, CardGridSkeleton } from './card-grid'
import { DetailSection } from './detail-section'
import { FavouriteButton } from './favourite-button'
import { ProductCard } from './product-card'
import { LoadError } from '../load-error'
import { Pager } from '../pager'

interface CompanyProductsProps {
  companyId: string
  page: number
  onPageChange: (page: number) => void
  /** A product to leave out (the one the page is about). */
  excludeId?: string
  title?: string
}

/** The company's products and services, paginated (GET /api/v1/companies/:id/products). */
export function CompanyProducts({ companyId, page, onPageChange, excludeId, title }: CompanyProductsProps) {
  const { t } = useTranslation('directory')
  const language = useLanguage()
  const products = useCompanyProducts(companyId, page)
  const heading = title ?? t('detail.products')

  if (products.isPending) {
    return (
      <DetailSection title={heading} icon={<IconPackage size={20} aria-hidden />}>
        <CardGridSkeleton count={3} />
      </DetailSection>
    )
  }
  if (products.isError) {
    return (
      <DetailSection title={heading} icon={<IconPackage size={20} aria-hidden />}>
        <LoadError title={t('detail.productsFailed')} onRetry={() => void products.refetch()} />
      </DetailSection>
    )
  }
  const { items, total, limit } = products.data
  const shown = items.filter((item) => item.id !== excludeId)
  const pages = Math.max(1, Math.ceil(total / limit))
  if (total === 0 || (shown.length === 0 && pages === 1)) {
    return (
      <DetailSection title={heading} icon={<IconPackage size={20} aria-hidden />}>
        <Text size="sm" c="dimmed">
          {t('detail.noProducts')}
        </Text>
      </DetailSection>
    )
  }
  return (
    <DetailSection
      title={heading}
      icon={<IconPackage size={20} aria-hidden />}
      actions={
        // With one item left out the company's total would not match the cards shown.
        excludeId ? undefined : (
          <Text size="sm" c="dimmed">
            {t('detail.productCount', { count: total })}
          </Text>
        )
      }
    >
      <CardGrid>
        {shown.map((item) => {
          const link = marketplaceDetailLink('product', item.id)
          return (
            <ProductCard
              key={item.id}
              href={link.to}
              linkState={link.state}
              product={{
                id: item.id,
                title: item.title,
                kind: item.kind,
                imageUrl: item.imageUrl,
                price: item.price,
                currency: item.currency,
                description: item.briefDescription,
                category: bilingualName(item.category, language),
              }}
              action={<FavouriteButton type="product" id={item.id} name={item.title} size="md" />}
            />
          )
        })}
      </CardGrid>
      <Pager page={page} pages={pages} onChange={onPageChange} label={t('detail.productsPages')} size="sm" />
    </DetailSection>
  )
}
