import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { testConfig } from '../config'
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app'
import { createCaptchaChallenge, verifyCaptcha } from './captcha'

let testDb: TestDatabase
beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(async () => {
  await testDb?.destroy()
})

const config = testConfig({ ALTCHA_COST: '1', ALTCHA_HMAC_KEY: 'a-test-hmac-key-of-enough-length' })
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

async function solved(cfg = config) {
  const challenge = await createCaptchaChallenge(cfg)
  const solution = await solveChallenge({ challenge, deriveKey })
  return { challenge, solution: solution! }
}

describe('ALTCHA', () => {
  it('accepts a solved challenge once, base64 or plain JSON', async () => {
    const a = await solved()
    await expect(verifyCaptcha(config, testDb.database.db, encode(a))).resolves.toBeUndefined()
    await expect(verifyCaptcha(config, testDb.database.db, encode(a))).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' })
    const b = await solved()
    await expect(verifyCaptcha(config, testDb.database.db, JSON.stringify(b))).resolves.toBeUndefined()
  })

  it('refuses a wrong solution, tampered parameters, another key, an expired challenge and garbage', async () => {
    const db = testDb.database.db
    const wrong = await solved()
    await expect(verifyCaptcha(config, db, encode({ ...wrong, solution: { counter: wrong.solution.counter + 1, derivedKey: wrong.solution.derivedKey } }))).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' })

    const tampered = await solved()
    tampered.challenge.parameters.cost = 2
    await expect(verifyCaptcha(config, db, encode(tampered))).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' })

    const foreign = await solved(testConfig({ ALTCHA_COST: '1', ALTCHA_HMAC_KEY: 'another-key-entirely-of-length' }))
    await expect(verifyCaptcha(config, db, encode(foreign))).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' })

    const expired = await solved()
    const realNow = Date.now
    Date.now = () => realNow() + 11 * 60_000
    try {
      await expect(verifyCaptcha(config, db, encode(expired))).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' })
    } finally {
      Date.now = realNow
    }

    for (const junk of [undefined, '', 'not base64 at all', encode({ challenge: null, solution: null, test: true })]) {
      await expect(verifyCaptcha(config, db, junk)).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' })
    }
  })
})

describe('reCAPTCHA', () => {
  let server: Server
  let lastForm: URLSearchParams | null = null
  let answer: unknown = { success: true }
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        lastForm = new URLSearchParams(body)
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(answer))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const recaptchaConfig = () =>
    testConfig({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret-key',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    })

  it('posts the secret, token and client address to siteverify and accepts success', async () => {
    answer = { success: true }
    await expect(verifyCaptcha(recaptchaConfig(), testDb.database.db, 'token-123', '203.0.113.9')).resolves.toBeUndefined()
    expect(Object.fromEntries(lastForm!)).toEqual({ secret: 'secret-key', response: 'token-123', remoteip: '203.0.113.9' })
  })

  it('refuses a failed verification, a low v3 score and an unreachable service', async () => {
    answer = { success: false, 'error-codes': ['invalid-input-response'] }
    await expect(verifyCaptcha(recaptchaConfig(), testDb.database.db, 'bad')).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' })
    answer = { success: true, score: 0.1 }
    await expect(verifyCaptcha(recaptchaConfig(), testDb.database.db, 'bot')).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' })
    answer = { success: true, score: 0.9 }
    await expect(verifyCaptcha(recaptchaConfig(), testDb.database.db, 'human')).resolves.toBeUndefined()
    const unreachable = testConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify' })
    await expect(verifyCaptcha(unreachable, testDb.database.db, 'token')).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' })
  })
})

describe('CSP', () => {
  // Built in a hook (hookTimeout), not inside the test: two apps on two databases once overran the 30 s test
  // timeout on a loaded machine.
  let altcha: TestApp
  let recaptcha: TestApp
  beforeAll(async () => {
    altcha = await createTestApp()
    recaptcha = await createTestApp({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k' })
  })
  afterAll(async () => {
    await altcha?.close()
    await recaptcha?.close()
  })

  it('allows Google’s reCAPTCHA script and frame only when that provider is configured', async () => {
    const plain = (await altcha.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string
    expect(plain).not.toContain('google')
    const csp = (await recaptcha.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string
    expect(csp).toContain("script-src 'self' https://www.google.com https://www.gstatic.com")
    expect(csp).toContain("frame-src 'self' https://www.google.com https://www.gstatic.com")
  })
})
