import { IconCalendarEvent, IconCrown, IconFileDescription, IconFileInvoice, IconMail, IconMessages, IconUserCheck, IconUserCircle } from '@tabler/icons-react'
import type { NotificationType } from '@nexo/shared'

/** One icon per spec §3 notification type. */
export const NOTIFICATION_TYPE_ICONS: Record<NotificationType, typeof IconUserCheck> = {
  registration: IconUserCheck,
  appointment: IconCalendarEvent,
  quote: IconFileInvoice,
  rfq: IconFileDescription,
  profile: IconUserCircle,
  membership: IconCrown,
  chat: IconMessages,
  contact: IconMail,
}
