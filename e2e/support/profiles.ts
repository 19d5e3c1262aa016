import type { TLoginResponse } from '@nexo/shared'
import { baseUrl, type StoredSession } from './browser'

/** A real session of a demo account, from the login API, ready to put in localStorage. */
export async function loginSession(email: string, password: string): Promise<StoredSession> {
  const res = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as TLoginResponse
  return { token: body.token, profile: body.profile }
}

export const companyAdminSession = () => loginSession('platinum@nexo.demo', 'Platinum1234!')
export const eventOnlySession = () => loginSession('event@nexo.demo', 'Event1234!')
