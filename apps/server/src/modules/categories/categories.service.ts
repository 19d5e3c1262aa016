import type { Db } from '../../db/client'
import { findAllCategories } from './categories.repo'

/** The whole industry category tree, flat (parents first by sort order); the client nests it. */
export async function listCategories(db: Db) {
  return { items: await findAllCategories(db) }
}
