import { and, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { files } from '../../db/schema'

export type FileRow = typeof files.$inferSelect
export type NewFile = typeof files.$inferInsert

export async function insertFile(db: Db, values: NewFile): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning()
  return row!
}

export async function findFileById(db: Db, fileId: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1)
  return row
}

export async function findFilesByIds(db: Db, fileIds: string[]): Promise<FileRow[]> {
  return db.select().from(files).where(inArray(files.id, fileIds))
}

/** Deletes sign-up logos no company claimed, uploaded before `before`; answers their storage keys. */
export async function deleteUnclaimedSignupLogos(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(and(eq(files.purpose, 'signup_logo'), isNull(files.ownerCompanyId), lt(files.createdAt, before)))
    .returning({ storageKey: files.storageKey })
  return rows.map((r) => r.storageKey)
}
