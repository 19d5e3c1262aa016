import { Badge } from '@mantine/core'
import { useTranslation } from '../../lib/i18n-react'
import type { QuoteStatus, RequirementStatus, RequirementType } from '@nexo/shared'

const REQUIREMENT_COLORS: Record<RequirementStatus, string> = { opened: 'green', covered: 'blue', expired: 'gray' }
const QUOTE_COLORS: Record<QuoteStatus, string> = { pending: 'yellow', accepted: 'green', rejected: 'red' }
const TYPE_COLORS: Record<RequirementType, string> = { rfq: 'nexo', requirement: 'grape', to_overcome: 'orange' }

/**
 * A state is one or two words and never cut: a badge keeps its whole label even in a narrow table column, whose width
 * then follows the label (issue 27 item 7: "PEN…" at 1366 px). Mantine's label otherwise shrinks to an ellipsis.
 */
export const WHOLE_BADGE = { minWidth: 'max-content' } as const

/** Spec §4 requirement state (opened, covered, expired). */
export function RequirementStatusBadge({ status }: { status: RequirementStatus }) {
  const { t } = useTranslation('deals')
  return (
    <Badge color={REQUIREMENT_COLORS[status]} variant="light" autoContrast style={WHOLE_BADGE}>
      {t(`requirementStatus.${status}`)}
    </Badge>
  )
}

/** Spec §3 requirement type (RFQ, requirement, to overcome). */
export function RequirementTypeBadge({ type }: { type: RequirementType }) {
  const { t } = useTranslation('deals')
  return (
    <Badge color={TYPE_COLORS[type]} variant="outline" autoContrast style={WHOLE_BADGE}>
      {t(`requirementType.${type}`)}
    </Badge>
  )
}

/** Spec §4 quote state (pending, accepted, rejected). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('deals')
  return (
    <Badge color={QUOTE_COLORS[status]} variant="light" autoContrast style={WHOLE_BADGE}>
      {t(`quoteStatus.${status}`)}
    </Badge>
  )
}
