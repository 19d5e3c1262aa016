import { dateTimeFormat } from '../../../lib/intl-cache'

/** 1.2 MB, 340 KB: the size shown beside a chat file. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** The time of a message: hour and minute today, else the date too. */
export function formatMessageTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso)
  const sameDay = date.toDateString() === now.toDateString()
  return dateTimeFormat(language, sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(date)
}
