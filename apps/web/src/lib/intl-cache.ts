/**
 * Intl objects (number, date and relative-time formats, plural rules, collators, display names) are pure but costly
 * to make, ~0.1 ms each and four times that on a slow phone: a search page's facets formatted ~70 counts with a new
 * NumberFormat each. One per key (its kind, locale and options), made on first use. A constructor that throws (an
 * unknown currency) caches nothing.
 */
const made = new Map<string, unknown>()

export function cachedIntl<T>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined
  if (value === undefined) {
    value = make()
    made.set(key, value)
  }
  return value
}
