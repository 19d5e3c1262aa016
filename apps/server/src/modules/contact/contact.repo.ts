import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies, contactMessages, productsServices, users } from '../../db/schema'

export async function findCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, tradeName: companies.tradeName, status: companies.status, isVisible: companies.isVisible, email: companies.email, whatsapp: companies.whatsapp })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return row ?? null
}

export async function findProduct(db: Db, productId: string) {
  const [row] = await db.select({ id: productsServices.id, companyId: productsServices.companyId, title: productsServices.title }).from(productsServices).where(eq(productsServices.id, productId)).limit(1)
  return row ?? null
}

/** The company's active admins, oldest first (the one who signed the company up comes first). */
export async function findActiveAdmins(db: Db, companyId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'admin'), eq(users.status, 'active'), eq(users.isEventOnly, false)))
    .orderBy(asc(users.createdAt))
}

export async function findSender(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, position: users.position, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row ?? null
}

/** The same message (hash) from this user to this company since `since`. */
export async function hasSameMessage(db: Db, senderUserId: string, targetCompanyId: string, bodyHash: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(eq(contactMessages.senderUserId, senderUserId), eq(contactMessages.targetCompanyId, targetCompanyId), eq(contactMessages.bodyHash, bodyHash), gt(contactMessages.createdAt, since)))
    .limit(1)
  return Boolean(row)
}

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(values)
}
