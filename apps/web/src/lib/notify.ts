import { createElement, type ReactNode } from 'react'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconBell, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react'
import type { AppErrorCode, ToastKind } from '@nexo/shared'
import { errorCodeOf } from './api-error'
import { errorMessageKey } from './error-messages'
import { i18n, loadErrorCodeTexts } from './i18n'

const ICON_SIZE = 18

/** Colour and icon of each toast kind of spec §3. */
const KIND_STYLES: Record<ToastKind, { color: string; icon: () => ReactNode }> = {
  success: { color: 'teal', icon: () => createElement(IconCheck, { size: ICON_SIZE, 'aria-hidden': true }) },
  error: { color: 'red', icon: () => createElement(IconX, { size: ICON_SIZE, 'aria-hidden': true }) },
  warning: { color: 'orange', icon: () => createElement(IconAlertTriangle, { size: ICON_SIZE, 'aria-hidden': true }) },
  info: { color: 'nexo', icon: () => createElement(IconInfoCircle, { size: ICON_SIZE, 'aria-hidden': true }) },
  default: { color: 'gray', icon: () => createElement(IconBell, { size: ICON_SIZE, 'aria-hidden': true }) },
}

export interface ToastOptions {
  /** Already translated text. */
  message: ReactNode
  /** Already translated title; defaults to the kind's generic title. */
  title?: ReactNode
  /** A toast with the same id is not shown twice while the first is visible. */
  id?: string
  /** Overrides the 5000 ms default; `false` keeps the toast until closed. */
  autoClose?: number | false
}

/** Shows a toast. Placement, limit and default duration come from <Notifications> in providers.tsx. */
export function notify(kind: ToastKind, options: ToastOptions): string {
  const style = KIND_STYLES[kind]
  return notifications.show({
    id: options.id,
    color: style.color,
    icon: style.icon(),
    title: options.title ?? i18n.t(`common:toast.${kind}`),
    message: options.message,
    autoClose: options.autoClose,
    // Mantine draws the close button as a bare icon: give it a name.
    closeButtonProps: { 'aria-label': i18n.t('common:toast.close') },
    // Errors and warnings interrupt assistive technology; the rest is announced politely.
    role: kind === 'error' || kind === 'warning' ? 'alert' : 'status',
  })
}

export const notifySuccess = (message: ReactNode, title?: ReactNode) => notify('success', { message, title })
export const notifyWarning = (message: ReactNode, title?: ReactNode) => notify('warning', { message, title })
export const notifyInfo = (message: ReactNode, title?: ReactNode) => notify('info', { message, title })

/** Shows the translated text of an error code (locales/<lang>/errors.json). */
export function notifyErrorCode(code: AppErrorCode): string {
  // One toast per code at a time: ten failed queries must not stack ten identical toasts.
  const id = `error-${code}`
  // The codes' texts are already there on every page but home, whose first visit does not load them (lib/i18n.ts).
  void loadErrorCodeTexts().then(() => notify('error', { id, message: i18n.t(`errors:${errorMessageKey(code)}`) }))
  return id
}

/** Shows the translated text of any thrown value (an ApiError's code, else a generic error). */
export function notifyError(error: unknown): string {
  return notifyErrorCode(errorCodeOf(error))
}
