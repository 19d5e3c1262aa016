/**
 * Arrays for raw SQL, each sent as ONE bound parameter with its PostgreSQL type. Never paste values into a '{…}'
 * array literal: in that syntax the word null becomes NULL, and quotes, commas, braces and backslashes change its
 * meaning (`q=null` answered 500). The driver (pg or PGlite) serializes the array itself.
 */
import { sql, type SQL } from 'drizzle-orm'

export const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`
export const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`
export const uuidArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::uuid[]`
