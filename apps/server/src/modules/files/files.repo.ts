import { eq, inArray } from 'drizzle-orm'
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
