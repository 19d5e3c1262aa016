import { RealtimeStatus } from '../../components/realtime-status'
import { NotificationsBell } from '../../features/notifications/components/notifications-bell'
import { useSession } from '../../lib/session'

/** Top-bar items of a signed-in user: the offline indicator and, except for event-only accounts, the notifications bell. */
export function SessionIndicators() {
  const session = useSession()
  if (!session.isAuthenticated) return null
  return (
    <>
      <RealtimeStatus />
      {session.isEventOnly ? null : <NotificationsBell />}
    </>
  )
}
