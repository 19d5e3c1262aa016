import { buildUrl } from './api-client'
import { sessionStore } from './session-store'

/**
 * Downloads a file the API serves only with the session header (an appointment's or an event place's .ics), so a
 * plain link cannot fetch it: fetched with the token, then saved under `filename`. Throws when the API refuses.
 */
export async function downloadWithSession(path: string, filename: string): Promise<void> {
  const token = sessionStore.getSnapshot().token
  const response = await fetch(buildUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
