import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('applies the defaults: port 3000, embedded database, demo data on', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.DATA_DIR).toMatch(/data$/)
    expect(config.SEED_DEMO_DATA).toBe(true)
    expect(config.SEED_COMPANIES).toBe(7500)
    expect(config.NODE_ENV).toBe('development')
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).DATABASE_URL).toContain('postgres://')
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc"'],
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO_DATA: 'yes' }, 'SEED_DEMO_DATA'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ CAPTCHA_PROVIDER: 'recaptcha' }, 'RECAPTCHA_SECRET_KEY'],
    [{ NODE_ENV: 'production', DISABLE_RATE_LIMIT: 'true', PUBLIC_URL: 'https://nexo.example' }, 'DISABLE_RATE_LIMIT'],
    [{ NODE_ENV: 'production', DEV_MAILBOX: 'true', PUBLIC_URL: 'https://nexo.example' }, 'DEV_MAILBOX'],
    [{ NODE_ENV: 'production' }, 'PUBLIC_URL: is required in production'],
    [{ PUBLIC_URL: 'nexo.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://nexo.example' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY="true"'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'not 10.0.0.0/33'],
    [{ TRUST_PROXY: '127.0.0.1, proxy.internal' }, 'not proxy.internal'],
  ])('rejects %o naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(expected)
  })

  it('builds mailed links from PUBLIC_URL only: http://localhost:PORT by default, no trailing slash', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000')
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080')
    expect(loadConfig({ PUBLIC_URL: 'https://nexo.example/app/' }).PUBLIC_URL).toBe('https://nexo.example/app')
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://nexo.example' }).PUBLIC_URL).toBe('https://nexo.example')
  })

  it('trusts no proxy unless TRUST_PROXY lists them (addresses, CIDR ranges, proxy-addr names) or counts hops', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://nexo.example' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1'])
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1,fd00::/8 ,loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1', 'fd00::/8', 'loopback'])
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
  })

  it('keeps the development mailbox off unless DEV_MAILBOX=true', () => {
    expect(loadConfig({}).DEV_MAILBOX).toBe(false)
    expect(loadConfig({ DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true)
  })

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })
      expect.unreachable()
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/)
    }
  })
})
