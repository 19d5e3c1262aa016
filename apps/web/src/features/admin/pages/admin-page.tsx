import { Alert } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../../../components/coming-soon'
import { Page } from '../../../components/page'
import { useSession } from '../../../lib/session'

/** /admin: platform administration console. The server enforces the role; this only explains it. */
export function AdminPage() {
  const { t } = useTranslation('pages')
  const { userType } = useSession()
  return (
    <Page title={t('admin.title')}>
      {userType === 'admin' ? (
        <ComingSoon description={t('admin.description')} withSearchLink={false} />
      ) : (
        <Alert color="orange" variant="light" radius="md" icon={<IconShieldLock aria-hidden />} title={t('admin.forbiddenTitle')}>
          {t('admin.forbiddenBody')}
        </Alert>
      )}
    </Page>
  )
}
