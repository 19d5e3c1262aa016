import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { TAuthProfile } from '@nexo/shared'
import { api, ApiError, buildUrl, configureApiClient, setApiRequestScope } from './api-client'
import { sessionStore } from './session-store'

const profile: TAuthProfile = {
  id: 'u1',
  username: 'buyer',
  first_name: 'Ana',
  full_name: 'Ana López',
  email: 'ana@oem.mx',
  position: null,
  user_event: false,
  image: null,
  private_level: 1,
  company_name: 'OEM',
  membership: null,
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })
}

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  sessionStore.reset()
})

afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  configureApiClient({ onUnauthorized: () => undefined, getLanguage: () => undefined })
  setApiRequestScope(() => undefined)
})

describe('api client', () => {
  it('builds URLs with repeated and empty query values handled', () => {
    expect(buildUrl('/api/v1/companies', { q: 'cnc', cert: ['IATF 16949', 'ISO 9001'], loc: '', page: 2, x: undefined })).toBe(
      '/api/v1/companies?q=cnc&cert=IATF+16949&cert=ISO+9001&page=2',
    )
  })

  it('sends JSON, the bearer token and the interface language', async () => {
    sessionStore.signIn('secret-token', profile)
    configureApiClient({ getLanguage: () => 'es' })
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }))
    await api.post('/api/v1/things', { a: 1 })
    const [, init] = fetchMock.mock.calls[0] ?? []
    const headers = init?.headers as Record<string, string>
    expect(headers.Authorization).toBe('Bearer secret-token')
    expect(headers['Accept-Language']).toBe('es')
    expect(headers['Content-Type']).toBe('application/json')
    expect(init?.body).toBe('{"a":1}')
  })

  it("uses a server render's own language and fetch while its scope is set, the app's settings otherwise", async () => {
    configureApiClient({ getLanguage: () => 'en' })
    const scoped = vi.fn<(url: string, init: RequestInit) => Promise<Response>>().mockResolvedValue(jsonResponse(200, { from: 'scope' }))
    let scope: { language: string; fetch: typeof scoped } | undefined = { language: 'es', fetch: scoped }
    setApiRequestScope(() => scope)
    await expect(api.get('/api/v1/stats/home')).resolves.toEqual({ from: 'scope' })
    expect(fetchMock).not.toHaveBeenCalled()
    expect((scoped.mock.calls[0]?.[1].headers as Record<string, string>)['Accept-Language']).toBe('es')

    scope = undefined
    fetchMock.mockResolvedValue(jsonResponse(200, { from: 'browser' }))
    await expect(api.get('/api/v1/stats/home')).resolves.toEqual({ from: 'browser' })
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)['Accept-Language']).toBe('en')
  })

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}))
    await api.get('/api/v1/config')
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>
    expect(headers.Authorization).toBeUndefined()
  })

  it('parses answers with a schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { n: 3 }))
    await expect(api.get('/x', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 3 })
    fetchMock.mockResolvedValue(jsonResponse(200, { n: 'three' }))
    await expect(api.get('/x', { schema: z.object({ n: z.number() }) })).rejects.toMatchObject({ code: 'INTERNAL_ERROR' })
  })

  it('loads a schema beside the request and parses with it', async () => {
    let loadedBeforeAnswer = false
    fetchMock.mockImplementation(async () => {
      await Promise.resolve()
      return jsonResponse(200, { n: 3 })
    })
    const loadSchema = vi.fn(async () => {
      loadedBeforeAnswer = fetchMock.mock.calls.length === 0
      return z.object({ n: z.number() })
    })
    await expect(api.get('/x', { loadSchema })).resolves.toEqual({ n: 3 })
    // Asked for before the request went out: the two travel together.
    expect(loadedBeforeAnswer).toBe(true)
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { n: 'three' }))
    await expect(api.get('/x', { loadSchema })).rejects.toMatchObject({ code: 'INTERNAL_ERROR' })
    // A failed request does not leave the import's failure unhandled, and reports the server's error.
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }))
    await expect(api.get('/x', { loadSchema: () => Promise.reject(new Error('chunk')) })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('throws an ApiError with the server code and message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { error: { code: 'CHAT_PENDING_EXISTS', message: 'pending' } }))
    const error = await api.post('/api/v1/chats', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, code: 'CHAT_PENDING_EXISTS', message: 'pending' })
  })

  it('falls back to a code from the status when the body has none', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'SERVICE_UNAVAILABLE' })
    fetchMock.mockResolvedValue(jsonResponse(418, { error: { code: 'NOT_A_CODE', message: '?' } }))
    await expect(api.get('/x')).rejects.toMatchObject({ status: 418, code: 'BAD_REQUEST' })
  })

  it('reports a network failure as NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
  })

  it('lets an abort through untouched', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'))
    await expect(api.get('/x')).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('resets the session and calls onUnauthorized when a signed-in request gets 401', async () => {
    const onUnauthorized = vi.fn()
    configureApiClient({ onUnauthorized })
    sessionStore.signIn('expired', profile)
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'no' } }))
    await expect(api.get('/api/v1/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' })
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not treat a failed login (401 without a token) as an expired session', async () => {
    const onUnauthorized = vi.fn()
    configureApiClient({ onUnauthorized })
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'LOGIN_INVALID_CREDENTIALS', message: 'no' } }))
    await expect(api.post('/api/v1/auth/login', {})).rejects.toMatchObject({ code: 'LOGIN_INVALID_CREDENTIALS' })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('returns undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(api.delete('/x')).resolves.toBeUndefined()
  })
})
