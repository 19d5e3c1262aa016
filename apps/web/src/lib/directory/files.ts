import { ApiError, buildUrl } from '../api-client'
import { apiErrorFromResponse } from '../api-error'
import { sessionStore } from '../session-store'

/**
 * Opens a stored file (GET /api/v1/files/{id}). Certificates, awards and other profile documents are
 * readable only by full viewers, and the session is a bearer token rather than a cookie, so a plain
 * link would be refused: the file is fetched with the token and handed to the browser as a blob.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const token = sessionStore.getSnapshot().token
  let response: Response
  try {
    response = await fetch(buildUrl(url), { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR' })
  }
  if (!response.ok) throw apiErrorFromResponse(response.status, await response.json().catch(() => undefined))
  const blob = await response.blob()
  const objectUrl = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = objectUrl
  anchor.download = fileName
  anchor.rel = 'noopener'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Give the browser time to start the download before the blob goes away.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
}

/** An http(s) link as given, else null: user-entered links never become `javascript:` hrefs. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** A WhatsApp click-to-chat link (https://wa.me/<digits>) as given, else null. */
export function safeWhatsappUrl(value: string | null | undefined): string | null {
  return value && /^https:\/\/wa\.me\/\d{8,15}$/.test(value) ? value : null
}

/** A mailto: link for a plausible e-mail address, else null. */
export function mailtoUrl(email: string | null | undefined): string | null {
  return email && /^[^\s@<>()"',;:?&]+@[^\s@<>()"',;:?&]+\.[^\s@<>()"',;:?&]+$/.test(email) ? `mailto:${email}` : null
}
