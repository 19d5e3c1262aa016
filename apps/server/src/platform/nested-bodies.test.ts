/**
 * Issue 25 §1: a deeply nested JSON body held the event loop for seconds to minutes (the NUL guard copied the
 * whole path at every level). Bodies are now refused by their nesting before they are parsed, and the guard is
 * linear. The tests count work (characters read, values visited, JSON.parse calls), never wall time.
 */
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { V } from '@nexo/shared'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { createTestApp, type TestApp } from '../test/test-app'
import { nextIp } from '../modules/auth/auth.test-support'
import { findExcessJsonNesting, JSON_MAX_NESTING } from './json-nesting'
import { findNulCharacter } from './nul-guard'
import { isClientFrameError } from './realtime-socket'

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
/** `{"email":{"email":…"x"…}}`: nested objects, the shape of a form field gone wrong. */
const nestedObjects = (depth: number) => `${'{"email":'.repeat(depth)}"x"${'}'.repeat(depth)}`

describe('findExcessJsonNesting', () => {
  it('accepts JSON_MAX_NESTING levels and finds the next one where it opens', () => {
    expect(findExcessJsonNesting(nestedArrays(JSON_MAX_NESTING))).toBe(-1)
    expect(findExcessJsonNesting(nestedArrays(JSON_MAX_NESTING + 1))).toBe(JSON_MAX_NESTING)
    expect(findExcessJsonNesting(nestedObjects(JSON_MAX_NESTING))).toBe(-1)
    expect(findExcessJsonNesting(nestedObjects(JSON_MAX_NESTING + 1))).toBeGreaterThan(0)
  })

  it('reads no further than the excess, however deep the text goes', () => {
    // The index returned is the last character read: 65 of a million.
    expect(findExcessJsonNesting(nestedArrays(500_000))).toBe(JSON_MAX_NESTING)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[["', c: [[['"]]]']]] })
    expect(findExcessJsonNesting(text, 4)).toBe(-1)
    expect(findExcessJsonNesting(text, 3)).toBeGreaterThan(0)
  })
})

describe('findNulCharacter is linear in the values it walks', () => {
  it('visits each value once and reports the whole path of a NUL at the bottom of 10,000 levels', () => {
    let root: unknown = 'x\u0000'
    for (let i = 0; i < 10_000; i++) root = { k: root }
    const visits = { count: 0 }
    const path = findNulCharacter(root, visits)
    expect(visits.count).toBe(10_001)
    expect(path).toHaveLength(10_000)
    expect(path!.every((key) => key === 'k')).toBe(true)
  })

  it('names arrays by index and escapes a key holding NUL', () => {
    expect(findNulCharacter({ a: [{ b: 'ok' }, { c: 'n\u0000' }] })).toEqual(['a', '1', 'c'])
    expect(findNulCharacter({ a: { 'k\u0000': 1 } })).toEqual(['a', 'k\\u0000'])
  })
})

describe('nested bodies are refused before parsing, unauthenticated routes included', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ DISABLE_RATE_LIMIT: 'true' })
  })
  afterAll(async () => {
    await t?.close()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const routes = ['/api/v1/auth/login', '/api/v1/auth/password/forgot', '/api/v1/auth/quick-signup']

  it.each(routes)('%s: 20,000, 100,000 and 500,000 levels answer 400 nestedTooDeeply without JSON.parse reading them', async (url) => {
    const parse = vi.spyOn(JSON, 'parse')
    for (const depth of [20_000, 100_000, 500_000]) {
      for (const payload of [nestedArrays(depth), nestedObjects(Math.floor(depth / 5))]) {
        const [refused, health] = await Promise.all([
          t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' }, remoteAddress: nextIp() }),
          t.app.inject({ method: 'GET', url: '/api/health' }),
        ])
        expect(refused.statusCode).toBe(400)
        expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', details: { issues: [{ path: 'body', message: V.nestedTooDeeply }] } } })
        expect(health.statusCode).toBe(200)
      }
    }
    expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 10_000)).toEqual([])
  })

  it('a body at the limit goes on to the schema, which refuses it field by field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: nestedObjects(JSON_MAX_NESTING), headers: { 'content-type': 'application/json' }, remoteAddress: nextIp() })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_FAILED')
    expect(JSON.stringify(res.json())).not.toContain(V.nestedTooDeeply)
  })

  it('prototype poisoning is still refused, and a charset parameter does not bypass the limit', async () => {
    const poisoned = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: '{"__proto__":{"x":1},"email":"a@b.mx","password":"x"}', headers: { 'content-type': 'application/json' }, remoteAddress: nextIp() })
    expect(poisoned.statusCode).toBe(400)
    const charset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: nestedArrays(1000), headers: { 'content-type': 'application/json; charset=utf-8' }, remoteAddress: nextIp() })
    expect(charset.json()).toMatchObject({ error: { details: { issues: [{ message: V.nestedTooDeeply }] } } })
  })
})

describe('a realtime frame over the size limit is a warning without a stack', () => {
  it('classifies ws frame errors as the client’s', () => {
    expect(isClientFrameError(Object.assign(new RangeError('Max payload size exceeded'), { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }))).toBe(true)
    expect(isClientFrameError(new Error('database down'))).toBe(false)
  })

  it('an unauthenticated oversized frame closes the socket and logs one warning, no error', async () => {
    const lines: { level: number; msg: string; err?: unknown }[] = []
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number])
        done()
      },
    })
    const t = await createTestApp()
    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: t.webDistDir, LOG_LEVEL: 'info' }), database: t.database, logStream })
    try {
      await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as AddressInfo
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`)
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
      const closed = new Promise<number>((resolve) => socket.once('close', resolve))
      socket.send('x'.repeat(64 * 1024))
      expect(await closed).toBe(1009)
      await vi.waitFor(() => expect(lines.some((l) => l.msg === 'realtime: bad frame from client')).toBe(true))
      expect(lines.filter((l) => l.level >= 50)).toEqual([])
      expect(lines.find((l) => l.msg === 'realtime: bad frame from client')).not.toHaveProperty('err')
    } finally {
      await app.close()
      await t.close()
    }
  })
})
