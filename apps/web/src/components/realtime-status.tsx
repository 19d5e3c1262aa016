import { Badge, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useTranslation } from '../lib/i18n-react'
import { useRealtimeStatus } from '../lib/realtime'

/**
 * "Offline" in the top bar while the realtime connection is down (after a short grace period, so a quick reconnect
 * does not flash it). Mount it for signed-in users only: it starts the connection. Announced politely.
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
      ) : null}
    </div>
  )
}
