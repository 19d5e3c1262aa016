// The toasts' styles come with the toast container, after the first paint, not in the render-blocking CSS.
import '@mantine/notifications/styles.css'
import { useEffect } from 'react'
import { useTranslation } from '../lib/i18n-react'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@nexo/shared'
import { markModalsHostMounted } from '../lib/confirm-modal'
import classes from './deferred-ui.module.css'

/**
 * The toast container and the confirm-dialog host, loaded just after the first paint (providers.tsx): with their
 * transitions, portal, focus trap and scroll lock they are not needed to show a page. Nothing is lost meanwhile:
 * `notifications.show()` keeps toasts in a store that this container renders when it mounts, and dialogs opened
 * through lib/confirm-modal wait until the host listens.
 */
export default function DeferredUi() {
  const { t } = useTranslation()
  // Runs after ModalsProvider's own effects (children first), so its listeners are in place.
  useEffect(markModalsHostMounted, [])
  return (
    <>
      {/* Top-right (spec §9), below the sticky headers: deferred-ui.module.css. */}
      <Notifications
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        limit={TOAST_LIMIT}
        zIndex={1000}
        classNames={{ root: classes.toasts }}
      />
      <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': t('a11y.closeDialog') } }} />
    </>
  )
}
