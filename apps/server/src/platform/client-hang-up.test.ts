import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { createTestDatabase, type TestDatabase } from '../test/test-app'
import { isClientHangUp } from './errors'

interface LogLine {
  level: number
  msg?: string
  err?: { message?: string }
}

let database: TestDatabase
let app: FastifyInstance
let baseUrl = ''
const lines: LogLine[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'debug' }), database: database.database, logStream })
  // 16 MB of poorly compressible JSON: more than the socket buffers hold, so the compressor is still working when
  // the client leaves.
  const big = { items: Array.from({ length: 16_000 }, () => randomBytes(768).toString('base64')) }
  app.get('/api/v1/probe/big', { config: { policy: 'public' } }, async () => big)
  app.get('/api/v1/probe/crash', { config: { policy: 'public' } }, async () => {
    throw new Error('disk on fire')
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  await app?.close()
  await database?.destroy()
})

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out; log so far:\n${lines.map((l) => JSON.stringify(l)).join('\n')}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('a client that leaves while a compressed answer streams', () => {
  it('is logged at debug, not as an error', async () => {
    const from = lines.length
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${baseUrl}/api/v1/probe/big`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br')
        // Read nothing, then hang up.
        setTimeout(() => {
          request.destroy()
          resolve()
        }, 200)
      })
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)))
    })
    await until(() => lines.slice(from).some((l) => l.msg === 'client closed the connection before the answer was sent'))
    const after = lines.slice(from)
    expect(after.find((l) => l.msg === 'client closed the connection before the answer was sent')).toMatchObject({ level: 20, err: { message: 'premature close' } })
    expect(after.filter((l) => l.level >= 50)).toEqual([])
  })

  it('a real failure is still logged as an error', async () => {
    const from = lines.length
    const res = await fetch(`${baseUrl}/api/v1/probe/crash`)
    expect(res.status).toBe(500)
    await until(() => lines.slice(from).some((l) => l.level === 50))
    expect(lines.slice(from).find((l) => l.level === 50)).toMatchObject({ msg: 'unhandled error', err: { message: 'disk on fire' } })
  })

  it('only a hang-up counts as one', () => {
    expect(isClientHangUp(new Error('premature close'))).toBe(true)
    expect(isClientHangUp(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))).toBe(true)
    expect(isClientHangUp(Object.assign(new Error('premature close'), { code: 'EPIPE_SOMETHING_ELSE' }))).toBe(false)
    expect(isClientHangUp(new Error('disk on fire'))).toBe(false)
    expect(isClientHangUp('premature close')).toBe(false)
  })
})
