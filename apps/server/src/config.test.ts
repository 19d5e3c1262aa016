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
    [{ NODE_ENV: 'production', DISABLE_RATE_LIMIT: 'true' }, 'DISABLE_RATE_LIMIT'],
  ])('rejects %o naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(expected)
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
