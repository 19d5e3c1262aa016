import { Center, Loader, VisuallyHidden } from '@mantine/core'
import { useTranslation } from '../lib/i18n-react'

/** Centered spinner shown while a page's code or data loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation()
  return (
    <Center mih={fullScreen ? '100vh' : 360} role="status" aria-live="polite">
      <Loader size="lg" aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  )
}
