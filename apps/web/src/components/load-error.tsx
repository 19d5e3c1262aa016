import { Alert, Button } from '@mantine/core'
import { useTranslation } from '../lib/i18n-react'

interface LoadErrorProps {
  /** What could not be loaded, e.g. "The results could not be loaded." */
  title: string
  onRetry: () => void
}

/** The red "could not load" notice with a "Try again" button, shown in place of data a query failed to fetch. */
export function LoadError({ title, onRetry }: LoadErrorProps) {
  const { t } = useTranslation()
  return (
    <Alert color="red" variant="light" title={title}>
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        {t('actions.tryAgain')}
      </Button>
    </Alert>
  )
}
