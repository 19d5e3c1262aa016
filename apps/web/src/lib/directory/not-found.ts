import { isApiError } from '../api-error'

/** A detail request that names nothing listed: unknown id (404) or not an id at all (400). */
export function isMissingDetail(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400)
}
