import { Button } from '@mantine/core'
import { IconHandStop } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'

/** "Make a deal" from a company's detail: opens the quote form on /profile-quotes (sign-in first for visitors). */
export function MakeDealButton({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation('deals')
  const to = `${paths.profileQuotes}?${new URLSearchParams({ to: companyId, name: companyName }).toString()}`
  return (
    <Button component={Link} to={to} variant="light" mt="md" leftSection={<IconHandStop size={18} aria-hidden />}>
      {t('actions.makeDeal')}
    </Button>
  )
}
