import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'
import { useSession } from '../../../lib/session'

/** /dashboard */
export function DashboardPage() {
  const { t } = useTranslation('pages')
  const { profile } = useSession()
  const name = profile?.first_name || profile?.full_name
  return (
    <ComingSoonPage title={t('dashboard.title')} description={t('dashboard.description')}>
      {name ? (
        <Text size="lg" fw={600}>
          {t('dashboard.welcome', { name })}
        </Text>
      ) : null}
    </ComingSoonPage>
  )
}
