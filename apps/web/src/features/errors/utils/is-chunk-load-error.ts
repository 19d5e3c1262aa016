/**
 * True when a lazily loaded page's file could not be fetched: usually a new
 * deployment replaced the hashed file names while this tab was open. Reloading fixes it.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch dynamically/i.test(
    error.message,
  )
}
