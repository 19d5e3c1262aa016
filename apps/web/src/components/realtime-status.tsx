import { Badge, Loader, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useTranslation } from '../lib/i18n-react'
import { useRealtimeStatus } from '../lib/realtime'

/**
 * The live connection's state in the top bar when it is not working: "Reconnecting…" while the socket is being retried
 * (the browser has a network; after a short grace period, so a quick reconnect does not flash it), "Offline" only when
 * the browser itself has no network (issue 27 §12: a reconnecting socket must not alarm anyone). Mount it for signed-in
 * users only: it starts the connection. Announced politely.
 */
export function RealtimeStatus() {
  const { t } = useTranslation()
  const status = useRealtimeStatus()
  return (
    <div role="status">
      {status === 'offline' ? (
        <Tooltip label={t('realtime.offlineHint')} multiline w={240} withArrow>
          <Badge color="orange" variant="light" size="lg" leftSection={<IconWifiOff size={14} aria-hidden />} tabIndex={0} data-testid="realtime-offline">
            {t('realtime.offline')}
            <VisuallyHidden>. {t('realtime.offlineHint')}</VisuallyHidden>
          </Badge>
        </Tooltip>
      ) : status === 'reconnecting' ? (
        <Tooltip label={t('realtime.reconnectingHint')} multiline w={240} withArrow>
          <Badge color="gray" variant="light" size="lg" leftSection={<Loader size={12} color="gray" aria-hidden />} tabIndex={0} data-testid="realtime-reconnecting">
            {t('realtime.reconnecting')}
            <VisuallyHidden>. {t('realtime.reconnectingHint')}</VisuallyHidden>
          </Badge>
        </Tooltip>
      ) : null}
    </div>
  )
}
