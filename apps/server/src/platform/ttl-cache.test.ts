import { describe, expect, it } from 'vitest'
import { createTtlCache } from './ttl-cache'

function counter() {
  let loads = 0
  return {
    load: (value = 'v') => () => Promise.resolve(`${value}${++loads}`),
    get loads() {
      return loads
    },
  }
}

describe('createTtlCache', () => {
  it('loads a key once while it is fresh, and again once its time is up', async () => {
    let at = 1_000
    const cache = createTtlCache<string, string>({ ttlMs: 60_000, max: 10, now: () => at })
    const c = counter()
    expect(await cache.get('k', c.load())).toBe('v1')
    at += 60_000
    expect(await cache.get('k', c.load())).toBe('v1')
    at += 1
    expect(await cache.get('k', c.load())).toBe('v2')
    expect(c.loads).toBe(2)
  })

  it('callers that arrive while a key loads share the one load', async () => {
    const cache = createTtlCache<string, string>({ ttlMs: 60_000, max: 10 })
    const c = counter()
    const answers = await Promise.all([cache.get('k', c.load()), cache.get('k', c.load()), cache.get('k', c.load())])
    expect(answers).toEqual(['v1', 'v1', 'v1'])
    expect(c.loads).toBe(1)
  })

  it('does not keep a failed load: the next caller loads again', async () => {
    const cache = createTtlCache<string, string>({ ttlMs: 60_000, max: 10 })
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(cache.size).toBe(0)
    expect(await cache.get('k', () => Promise.resolve('ok'))).toBe('ok')
  })

  it('keeps at most max keys, dropping the least recently used', async () => {
    const cache = createTtlCache<string, string>({ ttlMs: 60_000, max: 2 })
    const c = counter()
    await cache.get('a', c.load('a'))
    await cache.get('b', c.load('b'))
    await cache.get('a', c.load('a'))
    await cache.get('c', c.load('c'))
    expect(cache.size).toBe(2)
    expect(await cache.get('a', c.load('a'))).toBe('a1')
    expect(await cache.get('b', c.load('b'))).toBe('b4')
  })

  it('takes a time-to-live per key, and forgets on clear and delete', async () => {
    let at = 1_000
    const cache = createTtlCache<string, string>({ ttlMs: 1_000, max: 10, now: () => at })
    const c = counter()
    await cache.get('long', c.load(), { ttlMs: 10_000 })
    at += 5_000
    expect(await cache.get('long', c.load())).toBe('v1')
    cache.delete('long')
    expect(await cache.get('long', c.load())).toBe('v2')
    cache.clear()
    expect(await cache.get('long', c.load())).toBe('v3')
  })
})
