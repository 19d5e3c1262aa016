import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies, files, users } from '../../db/schema'

/** The columns a company user is shown with; never the password hash. */
const companyUserColumns = {
  id: users.id,
  companyId: users.companyId,
  imageFileId: users.imageFileId,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  phone: users.phone,
  phoneExtension: users.phoneExtension,
  companyRole: users.companyRole,
  status: users.status,
  isVisible: users.isVisible,
  position: users.position,
  department: users.department,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
}

/** Same keys as the table's columns, so the row type is a pick of the table's. */
export type CompanyUserRow = Pick<typeof users.$inferSelect, keyof typeof companyUserColumns>

export type NewCompanyUser = typeof users.$inferInsert
export type CompanyUserChanges = Partial<Omit<NewCompanyUser, 'id' | 'companyId' | 'createdAt'>>

/** The company admin's settings for its users (ADR 047). */
export async function findUserSettings(db: Db, companyId: string): Promise<{ restrictedUsersMayContact: boolean } | null> {
  const [row] = await db.select({ restrictedUsersMayContact: companies.restrictedUsersMayContact }).from(companies).where(eq(companies.id, companyId))
  return row ?? null
}

export async function updateUserSettings(db: Db, companyId: string, settings: { restrictedUsersMayContact: boolean }): Promise<{ restrictedUsersMayContact: boolean } | null> {
  const [row] = await db
    .update(companies)
    .set({ restrictedUsersMayContact: settings.restrictedUsersMayContact })
    .where(eq(companies.id, companyId))
    .returning({ restrictedUsersMayContact: companies.restrictedUsersMayContact })
  return row ?? null
}

/**
 * Takes a row lock on the company for the rest of the transaction, so two admins adding or
 * reactivating users at the same time cannot both take the last seat.
 */
export async function lockCompany(db: Db, companyId: string): Promise<{ id: string; tradeName: string } | null> {
  const [row] = await db
    .select({ id: companies.id, tradeName: companies.tradeName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update')
  return row ?? null
}

/** Users holding a seat: everyone of the company except deactivated users. */
export async function countSeatHolders(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.status, 'inactive')))
  return row?.value ?? 0
}

export async function listCompanyUsers(db: Db, companyId: string, page: number, limit: number): Promise<{ rows: CompanyUserRow[]; total: number }> {
  const where = eq(users.companyId, companyId)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(companyUserColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(users).where(where),
  ])
  return { rows, total: totalRow?.value ?? 0 }
}

/** A user of this company only: another company's user is "not found". */
export async function findCompanyUser(db: Db, companyId: string, userId: string): Promise<CompanyUserRow | null> {
  const [row] = await db
    .select(companyUserColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1)
  return row ?? null
}

/** Whether another account already uses this e-mail (any company, any status; case-insensitive). */
export async function isEmailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const conditions = [sql`lower(${users.email}) = ${email.toLowerCase()}`]
  if (exceptUserId) conditions.push(ne(users.id, exceptUserId))
  const [row] = await db.select({ id: users.id }).from(users).where(and(...conditions)).limit(1)
  return row !== undefined
}

export async function isUsernameTaken(db: Db, username: string, exceptUserId?: string): Promise<boolean> {
  const conditions = [sql`lower(${users.username}) = ${username.toLowerCase()}`]
  if (exceptUserId) conditions.push(ne(users.id, exceptUserId))
  const [row] = await db.select({ id: users.id }).from(users).where(and(...conditions)).limit(1)
  return row !== undefined
}

/** An avatar upload the caller may attach: owned by their company or uploaded by them. */
export async function findUsableAvatar(db: Db, fileId: string, companyId: string, uploaderUserId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.purpose, 'avatar'),
        or(eq(files.ownerCompanyId, companyId), eq(files.ownerUserId, uploaderUserId)),
      ),
    )
    .limit(1)
  return row ?? null
}

export async function insertCompanyUser(db: Db, values: NewCompanyUser): Promise<CompanyUserRow> {
  const [row] = await db.insert(users).values(values).returning(companyUserColumns)
  return row!
}

export async function updateCompanyUser(db: Db, companyId: string, userId: string, changes: CompanyUserChanges): Promise<CompanyUserRow | null> {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .returning(companyUserColumns)
  return row ?? null
}

export async function deleteCompanyUser(db: Db, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .returning({ id: users.id })
  return rows.length > 0
}

/** Users holding a seat (not inactive), in the order seats are kept when there are too few: admins, then oldest. */
export async function listSeatHolderIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.status, 'inactive')))
    .orderBy(sql`${users.companyRole} = 'admin' desc`, asc(users.createdAt), asc(users.id))
  return rows.map((r) => r.id)
}

/** Sets the status of some users of the company; answers the ids changed. */
export async function setUsersStatus(db: Db, companyId: string, userIds: string[], status: 'active' | 'inactive', onlyFrom?: 'inactive'): Promise<string[]> {
  if (userIds.length === 0) return []
  const rows = await db
    .update(users)
    .set({ status })
    .where(and(eq(users.companyId, companyId), inArray(users.id, userIds), onlyFrom ? eq(users.status, onlyFrom) : undefined))
    .returning({ id: users.id })
  return rows.map((r) => r.id)
}
