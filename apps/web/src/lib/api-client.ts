import type { z } from 'zod'
import { ApiError, apiErrorFromResponse } from './api-error'
import { sessionStore } from './session-store'

export { ApiError } from './api-error'

/**
 * Base address of the API (spec §7: "comes from a build setting"). Empty means the
 * same origin, which is how the server serves the built app.
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')

type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown
  query?: Record<string, QueryValue | readonly QueryValue[]>
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Parses the answer; a mismatch is an INTERNAL_ERROR rather than a silent wrong shape. */
  schema?: S
  /**
   * The same, imported beside the request (`() => import('@nexo/shared/x.schema').then((m) => m.ZX)`): for the
   * pages a first visit renders, so zod loads after the first paint instead of before it.
   */
  loadSchema?: () => Promise<S>
}

type Result<S> = S extends z.ZodType ? z.infer<S> : unknown

interface ApiClientConfig {
  /** The interface language, sent as Accept-Language so server messages match the UI. */
  getLanguage: () => string | undefined
  /** Called after a signed-in request was refused with 401 and the session was reset. */
  onUnauthorized: () => void
}

const config: ApiClientConfig = {
  getLanguage: () => undefined,
  onUnauthorized: () => undefined,
}

/** Wires the client to the app (language, navigation) without the client importing the app. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  Object.assign(config, next)
}

/** What one server render gives its requests instead of the app-wide settings (app/entry-server.tsx). */
export interface ApiRequestScope {
  /** Sent as Accept-Language: the render's language. */
  language: string
  /** Answers the request: on the server, the API called in-process. */
  fetch: (url: string, init: RequestInit) => Promise<Response>
}

let currentScope: () => ApiRequestScope | undefined = () => undefined

/**
 * Lets a server render give each of its requests its own language and fetch: renders of different requests overlap,
 * so app-wide settings (configureApiClient) would hand one request's language to another's calls. `scope` is read
 * at every request (entry-server.tsx answers from an AsyncLocalStorage); the browser never sets it.
 */
export function setApiRequestScope(scope: () => ApiRequestScope | undefined): void {
  currentScope = scope
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item))
    }
  }
  const qs = params.toString()
  return `${API_BASE_URL}${path}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('json')) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * Calls the API: adds the bearer token when signed in, sends and reads JSON, and
 * throws an ApiError built from the server's `{ error: { code, message } }` body.
 * A refused token (401 on a request that carried one) resets the session, because
 * the server no longer knows it (expired or revoked).
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const { method = 'GET', body, query, signal } = options
  const schemaLoading = options.loadSchema?.()
  // Awaited after the answer; a failed import meanwhile must not count as unhandled.
  schemaLoading?.catch(() => undefined)
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  const token = sessionStore.getSnapshot().token
  if (token) headers.Authorization = `Bearer ${token}`
  const scope = currentScope()
  const language = scope ? scope.language : config.getLanguage()
  if (language) headers['Accept-Language'] = language

  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    payload = body
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }

  let response: Response
  try {
    const url = buildUrl(path, query)
    const init: RequestInit = { method, headers, body: payload, signal }
    response = await (scope ? scope.fetch(url, init) : fetch(url, init))
  } catch (error) {
    // Cancellation is not a failure: TanStack Query and callers expect the AbortError itself.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server could not be reached' })
  }

  const data = await readBody(response)
  if (!response.ok) {
    const error = apiErrorFromResponse(response.status, data)
    if (response.status === 401 && token) {
      sessionStore.reset()
      config.onUnauthorized()
    }
    throw error
  }

  const schema = options.schema ?? (schemaLoading ? await schemaLoading : undefined)
  if (!schema) return data as Result<S>
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    throw new ApiError({ status: response.status, code: 'INTERNAL_ERROR', message: 'Unexpected answer from the server', details: parsed.error.issues })
  }
  return parsed.data as Result<S>
}

type Options<S extends z.ZodType | undefined> = Omit<RequestOptions<S>, 'method' | 'body'>

/** Verb helpers over apiRequest. */
export const api = {
  get: <S extends z.ZodType | undefined = undefined>(path: string, options?: Options<S>) =>
    apiRequest(path, { ...options, method: 'GET' }),
  post: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, options?: Options<S>) =>
    apiRequest(path, { ...options, method: 'POST', body }),
  put: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, options?: Options<S>) =>
    apiRequest(path, { ...options, method: 'PUT', body }),
  patch: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, options?: Options<S>) =>
    apiRequest(path, { ...options, method: 'PATCH', body }),
  delete: <S extends z.ZodType | undefined = undefined>(path: string, options?: Options<S>) =>
    apiRequest(path, { ...options, method: 'DELETE' }),
}
