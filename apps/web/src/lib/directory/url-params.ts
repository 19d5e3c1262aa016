import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_FILTER_MAX_VALUES, SEARCH_QUERY_MAX } from '@nexo/shared'

/**
 * Lenient readers of the directory's URL query (/search-result, /map, /marketplace). A shared link
 * with one bad value must still open: a bad value is dropped (or falls back to its default) rather
 * than failing the whole page, and the API then sees only values its schema accepts.
 */

/** A multi-value parameter, repeated and/or comma-separated; each value normalised (null drops it), duplicates removed. */
export function readMultiParam(params: URLSearchParams, key: string, normalize: (value: string) => string | null): string[] {
  const out: string[] = []
  for (const raw of params.getAll(key)) {
    for (const part of raw.split(',')) {
      const value = normalize(part.trim())
      if (value && !out.includes(value)) out.push(value)
    }
  }
  return out.slice(0, SEARCH_FILTER_MAX_VALUES)
}

/** The free-text query: trimmed, at most SEARCH_QUERY_MAX characters. */
export function readQueryText(params: URLSearchParams, key = 'q'): string {
  return (params.get(key) ?? '').trim().slice(0, SEARCH_QUERY_MAX)
}

function readInt(params: URLSearchParams, key: string, min: number, max: number, fallback: number): number {
  const raw = params.get(key)
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback
  const n = Number(raw)
  return n >= min && n <= max ? n : fallback
}

/** `page`: 1 … 10,000, default 1 (spec §9). */
export const readPage = (params: URLSearchParams) => readInt(params, 'page', 1, 10_000, DEFAULT_PAGE)
/** `limit`: 1 … MAX_PAGE_SIZE, default 12 (spec §9). */
export const readLimit = (params: URLSearchParams) => readInt(params, 'limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE)

/** `true`/`1` is true, anything else false (the API's own reading). */
export function readBoolean(params: URLSearchParams, key: string): boolean {
  const raw = params.get(key)?.trim().toLowerCase()
  return raw === 'true' || raw === '1'
}

/** A state/province code as the API takes it (2–3 letters, upper case), else null. */
export function normalizeStateCode(value: string): string | null {
  return /^[A-Za-z]{2,3}$/.test(value) ? value.toUpperCase() : null
}

/** A category or certification slug (lower case, dashes), else null. */
export function normalizeSlug(value: string): string | null {
  return value.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(value) ? value.toLowerCase() : null
}

/** Adds the value if missing, removes it if present. */
export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}

/** The page to put in a URL: omitted (undefined) when it is the default. */
export const pageParam = (page: number) => (page > DEFAULT_PAGE ? page : undefined)
/** The page size to put in a URL: omitted when it is the default. */
export const limitParam = (limit: number) => (limit !== DEFAULT_PAGE_SIZE ? limit : undefined)
