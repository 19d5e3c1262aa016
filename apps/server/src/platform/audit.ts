import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import { auditLog } from '../db/schema'

export interface AuditEntry {
  /** Verb-noun, e.g. `company.approve`, `user.create`, `auth.login_failed`. */
  action: string
  entityType: string
  entityId?: string | null
  data?: Record<string, unknown>
}

/** Appends to the audit log, with the acting user and IP taken from the request. */
export async function recordAudit(db: Db, request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: request?.auth?.userId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    data: entry.data ?? {},
    ip: request?.ip ?? null,
  })
}
