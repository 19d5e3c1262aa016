import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

const profileColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  pendingEmail: users.pendingEmail,
  phone: users.phone,
  position: users.position,
  department: users.department,
  language: users.language,
  imageFileId: users.imageFileId,
}

export async function findProfile(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1)
  return row
}

export async function updateProfile(db: Db, userId: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, userId))
}

export async function findPasswordHash(db: Db, userId: string) {
  const [row] = await db.select({ passwordHash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, userId)).limit(1)
  return row
}
