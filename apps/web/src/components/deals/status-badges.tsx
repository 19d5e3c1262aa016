import { Badge } from '@mantine/core'
import { useTranslation } from '../../lib/i18n-react'
import type { QuoteStatus, RequirementStatus, RequirementType } from '@nexo/shared'

const REQUIREMENT_COLORS: Record<RequirementStatus, string> = { opened: 'green', covered: 'blue', expired: 'gray' }
const QUOTE_COLORS: Record<QuoteStatus, string> = { pending: 'yellow', accepted: 'green', rejected: 'red' }
const TYPE_COLORS: Record<RequirementType, string> = { rfq: 'nexo', requirement: 'grape', to_overcome: 'orange' }

/** Spec §4 requirement state (opened, covered, expired). */
export function RequirementStatusBadge({ status }: { status: RequirementStatus }) {
  const { t } = useTranslation('deals')
  return (
    <Badge color={REQUIREMENT_COLORS[status]} variant="light" autoContrast>
      {t(`requirementStatus.${status}`)}
    </Badge>
  )
}

/** Spec §3 requirement type (RFQ, requirement, to overcome). */
export function RequirementTypeBadge({ type }: { type: RequirementType }) {
  const { t } = useTranslation('deals')
  return (
    <Badge color={TYPE_COLORS[type]} variant="outline" autoContrast>
      {t(`requirementType.${type}`)}
    </Badge>
  )
}

/** Spec §4 quote state (pending, accepted, rejected). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('deals')
  return (
    <Badge color={QUOTE_COLORS[status]} variant="light" autoContrast>
      {t(`quoteStatus.${status}`)}
    </Badge>
  )
}
