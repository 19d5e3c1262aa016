import type { ReactNode } from 'react'
import { Anchor, VisuallyHidden } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'

/** A link to a legal page that opens in a new tab, so a half-filled form stays where it is. */
export function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('auth')
  return (
    <Anchor href={to} target="_blank" rel="noopener noreferrer" fw={600} fz="inherit">
      {children}
      <VisuallyHidden> {t('signup.newTab')}</VisuallyHidden>
    </Anchor>
  )
}
