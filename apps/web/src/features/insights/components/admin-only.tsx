import { Alert } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'

/** Shown instead of the admin's blog tools to anyone else (the server refuses them anyway). */
export function AdminOnly() {
  const { t } = useTranslation('pages')
  return (
    <Alert color="orange" variant="light" radius="md" icon={<IconShieldLock aria-hidden />} title={t('admin.forbiddenTitle')}>
      {t('admin.forbiddenBody')}
    </Alert>
  )
}
