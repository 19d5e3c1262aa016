import { Alert, Button } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'

/** Shown to a restricted user who opens a page that changes the catalogue. */
export function AdminsOnly() {
  const { t } = useTranslation('catalogue')
  return (
    <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} title={t('restricted.title')}>
      {t('restricted.body')}
      <Button component={Link} to={paths.productsServices} variant="light" size="xs" mt="sm" display="block" w="fit-content">
        {t('restricted.back')}
      </Button>
    </Alert>
  )
}
