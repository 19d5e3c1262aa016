import { Group, Rating, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../lib/i18n-react'
import { api } from '../../lib/api-client'
import { formatDecimal } from '../../lib/directory/format'
import { useLanguage } from '../../lib/directory/use-language'

/** A company's rating average and count (GET /api/v1/companies/{id}/rating); nothing while it has none. */
export function CompanyRating({ companyId }: { companyId: string }) {
  const { t } = useTranslation('deals')
  const language = useLanguage()
  const rating = useQuery({
    queryKey: ['quotes', 'company-rating', companyId],
    queryFn: ({ signal }) =>
      // The schema's file (requirements) loads beside the request, not with the company page (issue 11).
      api.get(`/api/v1/companies/${encodeURIComponent(companyId)}/rating`, {
        loadSchema: () => import('@nexo/shared/requirements.schema').then((m) => m.ZCompanyRatingSummarySchema),
        signal,
      }),
    meta: { silent: true },
  })
  if (!rating.data || rating.data.average === null) return null
  const average = formatDecimal(rating.data.average, language, 1)
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={rating.data.average} fractions={10} readOnly size="sm" aria-hidden />
      <Text size="sm" fw={600}>
        {t('rating.summary', { average, count: rating.data.count })}
      </Text>
    </Group>
  )
}
