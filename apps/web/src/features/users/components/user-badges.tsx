import { Badge } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import type { TCompanyUser } from '@nexo/shared'

const STATUS_COLORS: Record<TCompanyUser['status'], string> = { active: 'teal', inactive: 'gray', pending_activation: 'orange' }

export function PermissionBadge({ permission }: { permission: TCompanyUser['permission'] }) {
  const { t } = useTranslation('users')
  return (
    <Badge miw="max-content" variant="light" color={permission === 'admin' ? 'nexo' : 'gray'}>
      {t(`permissions.${permission}`)}
    </Badge>
  )
}

export function StatusBadge({ status }: { status: TCompanyUser['status'] }) {
  const { t } = useTranslation('users')
  return (
    <Badge miw="max-content" variant="dot" color={STATUS_COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  )
}
