import type { TLoginResponse } from '@nexo/shared'
import { baseUrl, type StoredSession } from './browser'

/**
 * A real session of a demo account, from the login API, ready to put in localStorage. A freshly started server on a
 * loaded machine may shed load (503) for a moment: it is asked again, a few times.
 */
export async function loginSession(email: string, password: string): Promise<StoredSession> {
  let res: Response
  for (let attempt = 1; ; attempt++) {
    res = await fetch(`${baseUrl()}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    if (res.status !== 503 || attempt >= 10) break
    await new Promise((r) => setTimeout(r, 3000))
  }
  if (!res.ok) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as TLoginResponse
  return { token: body.token, profile: body.profile }
}

export const companyAdminSession = () => loginSession('platinum@nexo.demo', 'Platinum1234!')
export const eventOnlySession = () => loginSession('event@nexo.demo', 'Event1234!')
