import { Group, Rating, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../lib/i18n-react'
import { ZCompanyRatingSummarySchema } from '@nexo/shared'
import { api } from '../../lib/api-client'
import { useIntlLocale } from '../../lib/directory/use-language'

/** A company's rating average and count (GET /api/v1/companies/{id}/rating); nothing while it has none. */
export function CompanyRating({ companyId }: { companyId: string }) {
  const { t } = useTranslation('deals')
  const locale = useIntlLocale()
  const rating = useQuery({
    queryKey: ['quotes', 'company-rating', companyId],
    queryFn: ({ signal }) => api.get(`/api/v1/companies/${encodeURIComponent(companyId)}/rating`, { schema: ZCompanyRatingSummarySchema, signal }),
    meta: { silent: true },
  })
  if (!rating.data || rating.data.average === null) return null
  const average = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating.data.average)
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={rating.data.average} fractions={10} readOnly size="sm" aria-hidden />
      <Text size="sm" fw={600}>
        {t('rating.summary', { average, count: rating.data.count })}
      </Text>
    </Group>
  )
}
