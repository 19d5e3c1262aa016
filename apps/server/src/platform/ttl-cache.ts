/**
 * The in-process cache for values that may be a little old: each key is loaded once per time-to-live, callers that
 * arrive while it loads share that load, and a failed load is not kept (the next caller tries again). On lru-cache,
 * so the number of keys is bounded and the least recently used go first.
 */
import { LRUCache } from 'lru-cache'

export interface TtlCacheOptions {
  /** How long a loaded value is reused, in ms (fresh up to and including this age). */
  ttlMs: number
  /** How many keys are kept at most. */
  max: number
  /** The clock, in ms; tests move it. Default Date.now. */
  now?: () => number
}

export interface TtlCache<K, V> {
  /** The value of `key`: the cached one while fresh, else `load()`'s (shared by everyone asking meanwhile). */
  get(key: K, load: () => Promise<V>, options?: { ttlMs?: number }): Promise<V>
  delete(key: K): void
  clear(): void
  /** Keys held, fresh or not yet purged. */
  readonly size: number
}

export function createTtlCache<K extends NonNullable<unknown>, V>(options: TtlCacheOptions): TtlCache<K, V> {
  const { now } = options
  const entries = new LRUCache<K, Promise<V>>({
    max: options.max,
    ttl: options.ttlMs,
    // With a clock of its own the cache asks it every time (no 1 ms memo of the time).
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  })
  return {
    get(key, load, getOptions) {
      const hit = entries.get(key)
      if (hit) return hit
      const value = load()
      entries.set(key, value, getOptions?.ttlMs === undefined ? undefined : { ttl: getOptions.ttlMs })
      value.catch(() => {
        if (entries.peek(key) === value) entries.delete(key)
      })
      return value
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
