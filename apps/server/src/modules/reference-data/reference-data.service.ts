import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type {
  TAdminCategoryNode,
  TAdminCategoryTreeResponse,
  TAdminCertification,
  TAdminCertificationListResponse,
  TCategoryPosition,
  ZCategoryCreateSchema,
  ZCategoryEditSchema,
  ZCertificationInputSchema,
} from '@nexo/shared'
import { and, inArray, isNotNull } from 'drizzle-orm'
import { V } from '@nexo/shared'
import type { Db } from '../../db/client'
import { categories, certifications } from '../../db/schema'
import { recordAudit } from '../../platform/audit'
import { AppError } from '../../platform/errors'
import { clearSearchParseCache } from '../search/search.service'
import * as repo from './reference-data.repo'

/**
 * The platform admin's certification list and category tree (issue 12, docs/decisions/037-reference-data-admin.md).
 * Every change is one transaction with its audit entry. Renames and moves reach the search index through the
 * triggers of migration 0012 (they reindex the companies using the item before the commit) and the search answer
 * cache through the generation bump (ADR 008); the in-process query-parsing caches are cleared after the commit.
 */
export interface ReferenceDeps {
  db: Db
  request: FastifyRequest
}

type CertificationInput = z.output<typeof ZCertificationInputSchema>
type CategoryEdit = z.output<typeof ZCategoryEditSchema>
type CategoryCreate = z.output<typeof ZCategoryCreateSchema>

/** Lower-case ASCII words joined by dashes ("ISO/TS 16949:2009" → "iso-ts-16949-2009"). */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/g, '') || 'item'
  )
}

async function change<T>(deps: ReferenceDeps, write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    await repo.lockReferenceData(tx)
    return write(tx)
  })
  // Query understanding caches the certification list and category words for a minute: forget them now.
  clearSearchParseCache(deps.db)
  return result
}

// ── picking (companies, products, requirements) ──────────────────────────────────────────────────

/** One picked id and the request path of the field that picked it (for the form's field error). */
export interface PickedId {
  path: string
  id: number
}

/**
 * "Companies can only pick from them" (issue 12, docs/decisions/037): a save may keep a retired category or
 * certification the record already links (existing links stay), but may not newly pick one: 409 CATEGORY_RETIRED /
 * CERTIFICATION_RETIRED with the offending fields. Unknown ids are the callers' VALIDATION_FAILED, checked first.
 */
export async function assertPickable(db: Db, kind: 'category' | 'certification', picks: readonly PickedId[], alreadyLinked: Iterable<number> = []): Promise<void> {
  const kept = new Set(alreadyLinked)
  const fresh = [...new Set(picks.map((p) => p.id).filter((id) => !kept.has(id)))]
  if (fresh.length === 0) return
  const rows =
    kind === 'category'
      ? await db.select({ id: categories.id }).from(categories).where(and(inArray(categories.id, fresh), isNotNull(categories.retiredAt)))
      : await db.select({ id: certifications.id }).from(certifications).where(and(inArray(certifications.id, fresh), isNotNull(certifications.retiredAt)))
  const retired = new Set(rows.map((r) => r.id))
  const issues = picks.filter((p) => retired.has(p.id) && !kept.has(p.id)).map((p) => ({ path: p.path, message: V.choose }))
  if (issues.length > 0) throw new AppError(kind === 'category' ? 'CATEGORY_RETIRED' : 'CERTIFICATION_RETIRED', { issues })
}

// ── certifications ───────────────────────────────────────────────────────────────────────────────

const toCertification = (r: repo.CertificationUsageRow): TAdminCertification => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  issuer: r.issuer,
  descriptionEn: r.description_en,
  descriptionEs: r.description_es,
  retiredAt: r.retired_at === null ? null : new Date(r.retired_at).toISOString(),
  usage: { companies: r.companies, requiredBy: r.required_by, preferredBy: r.preferred_by },
})

export async function listCertifications(db: Db): Promise<TAdminCertificationListResponse> {
  return { items: (await repo.listCertificationsWithUsage(db)).map(toCertification) }
}

async function certificationById(db: Db, id: number): Promise<TAdminCertification> {
  const [row] = await repo.listCertificationsWithUsage(db, id)
  if (!row) throw new AppError('NOT_FOUND')
  return toCertification(row)
}

/** A new certification; its slug comes from the name and stays when the name changes (links and filters use it). */
export async function createCertification(deps: ReferenceDeps, input: CertificationInput): Promise<TAdminCertification> {
  const id = await change(deps, async (tx) => {
    const slug = slugify(input.name)
    if (await repo.certificationClash(tx, slug, input.name)) throw new AppError('CERTIFICATION_DUPLICATE')
    const id = await repo.insertCertification(tx, slug, input)
    await recordAudit(tx, deps.request, { action: 'certification.create', entityType: 'certification', entityId: String(id), data: { name: input.name, slug } })
    return id
  })
  return certificationById(deps.db, id)
}

/** Rename or edit: the companies holding it are reindexed in the same transaction (search finds the new name). */
export async function updateCertification(deps: ReferenceDeps, id: number, input: CertificationInput): Promise<TAdminCertification> {
  await change(deps, async (tx) => {
    const current = await repo.findCertification(tx, id)
    if (!current) throw new AppError('NOT_FOUND')
    if (await repo.certificationClash(tx, slugify(input.name), input.name, id)) {
      // Its own slug may differ from the new name's: only another row's slug or name is a clash.
      throw new AppError('CERTIFICATION_DUPLICATE')
    }
    await repo.updateCertification(tx, id, input)
    await recordAudit(tx, deps.request, {
      action: 'certification.update',
      entityType: 'certification',
      entityId: String(id),
      data: { before: { name: current.name, issuer: current.issuer }, after: { name: input.name, issuer: input.issuer } },
    })
  })
  return certificationById(deps.db, id)
}

/** Retire (no longer offered to pick; links stay) or restore. Idempotent. */
export async function setCertificationRetired(deps: ReferenceDeps, id: number, retired: boolean): Promise<TAdminCertification> {
  await change(deps, async (tx) => {
    const current = await repo.findCertification(tx, id)
    if (!current) throw new AppError('NOT_FOUND')
    if ((current.retiredAt !== null) === retired) return
    await repo.withoutSearchReindex(tx, () => repo.updateCertification(tx, id, { retiredAt: retired ? new Date() : null }))
    await recordAudit(tx, deps.request, { action: retired ? 'certification.retire' : 'certification.restore', entityType: 'certification', entityId: String(id), data: { name: current.name } })
  })
  return certificationById(deps.db, id)
}

// ── categories ───────────────────────────────────────────────────────────────────────────────────

export async function getCategoryTree(db: Db): Promise<TAdminCategoryTreeResponse> {
  const rows = await repo.listCategoriesWithUsage(db)
  const nodes = new Map<number, TAdminCategoryNode>()
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parent_id,
      code: r.code,
      slug: r.slug,
      nameEn: r.name_en,
      nameEs: r.name_es,
      sortOrder: r.sort_order,
      retiredAt: r.retired_at === null ? null : new Date(r.retired_at).toISOString(),
      usage: { companies: r.companies, products: r.products, requirements: r.requirements },
      children: [],
    })
  }
  const roots: TAdminCategoryNode[] = []
  for (const r of rows) {
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id)
    ;(parent ? parent.children : roots).push(nodes.get(r.id)!)
  }
  return { items: roots }
}

async function uniqueCategorySlug(db: Db, base: string): Promise<string> {
  for (let n = 1; n < 1000; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`
    if (!(await repo.categorySlugTaken(db, slug))) return slug
  }
  throw new AppError('CONFLICT')
}

async function activeParent(db: Db, parentId: number | null): Promise<void> {
  if (parentId === null) return
  const parent = await repo.findCategory(db, parentId)
  if (!parent) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.parentId', message: 'choose' }] })
  if (parent.retiredAt !== null) throw new AppError('CATEGORY_PARENT_RETIRED')
}

/** A new category, last among its siblings; the slug comes from the English name (suffixed when taken) and stays. */
export async function createCategory(deps: ReferenceDeps, input: CategoryCreate): Promise<{ id: number }> {
  const id = await change(deps, async (tx) => {
    await activeParent(tx, input.parentId)
    if (await repo.categoryCodeTaken(tx, input.code)) throw new AppError('CATEGORY_CODE_TAKEN')
    const siblings = await repo.childrenOf(tx, input.parentId)
    const sortOrder = siblings.reduce((max, s) => Math.max(max, s.sortOrder), 0) + 1
    const slug = await uniqueCategorySlug(tx, slugify(input.nameEn))
    const id = await repo.insertCategory(tx, { ...input, slug, sortOrder })
    await recordAudit(tx, deps.request, { action: 'category.create', entityType: 'category', entityId: String(id), data: { code: input.code, nameEn: input.nameEn, parentId: input.parentId } })
    return id
  })
  return { id }
}

/** Rename (both languages) or recode: the companies and products under it are reindexed in the same transaction. */
export async function updateCategory(deps: ReferenceDeps, id: number, input: CategoryEdit): Promise<{ id: number }> {
  await change(deps, async (tx) => {
    const current = await repo.findCategory(tx, id)
    if (!current) throw new AppError('NOT_FOUND')
    if (await repo.categoryCodeTaken(tx, input.code, id)) throw new AppError('CATEGORY_CODE_TAKEN')
    await repo.updateCategory(tx, id, input)
    await recordAudit(tx, deps.request, {
      action: 'category.update',
      entityType: 'category',
      entityId: String(id),
      data: { before: { code: current.code, nameEn: current.nameEn, nameEs: current.nameEs }, after: input },
    })
  })
  return { id }
}

/**
 * Move (another parent; never under itself or a descendant) and reorder (the place among the new siblings) in one.
 * A new parent changes the ancestors stored in the search index, so the companies under it are reindexed; a
 * reorder among the same siblings changes no search data and skips that.
 */
export async function placeCategory(deps: ReferenceDeps, id: number, position: TCategoryPosition): Promise<{ id: number }> {
  await change(deps, async (tx) => {
    const current = await repo.findCategory(tx, id)
    if (!current) throw new AppError('NOT_FOUND')
    const moving = current.parentId !== position.parentId
    if (moving && position.parentId !== null) {
      if (position.parentId === id || (await repo.ancestorIds(tx, position.parentId)).includes(id)) throw new AppError('CATEGORY_MOVE_CYCLE')
      // An active category may not go under a retired parent (it would be offered with no offered parent).
      if (current.retiredAt === null) await activeParent(tx, position.parentId)
      else if (!(await repo.findCategory(tx, position.parentId))) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.parentId', message: 'choose' }] })
    }
    if (moving) await repo.updateCategory(tx, id, { parentId: position.parentId })
    const siblings = (await repo.childrenOf(tx, position.parentId)).filter((s) => s.id !== id)
    const index = Math.min(position.index, siblings.length)
    const ordered = [...siblings.slice(0, index).map((s) => s.id), id, ...siblings.slice(index).map((s) => s.id)]
    const byId = new Map(siblings.map((s) => [s.id, s.sortOrder]))
    byId.set(id, current.sortOrder)
    const changes = ordered.map((sid, i) => ({ id: sid, sortOrder: i + 1 })).filter((o) => byId.get(o.id) !== o.sortOrder)
    await repo.withoutSearchReindex(tx, () => repo.writeSortOrders(tx, changes))
    await recordAudit(tx, deps.request, {
      action: moving ? 'category.move' : 'category.reorder',
      entityType: 'category',
      entityId: String(id),
      data: { fromParentId: current.parentId, toParentId: position.parentId, index },
    })
  })
  return { id }
}

/**
 * Retire or restore. A category with active children cannot be retired (retire them first), and one under a retired
 * parent cannot be restored (restore the parent first): an offered category always has an offered parent.
 */
export async function setCategoryRetired(deps: ReferenceDeps, id: number, retired: boolean): Promise<{ id: number }> {
  await change(deps, async (tx) => {
    const current = await repo.findCategory(tx, id)
    if (!current) throw new AppError('NOT_FOUND')
    if ((current.retiredAt !== null) === retired) return
    if (retired && (await repo.childrenOf(tx, id)).some((c) => c.retiredAt === null)) throw new AppError('CATEGORY_HAS_ACTIVE_CHILDREN')
    if (!retired) await activeParent(tx, current.parentId)
    await repo.withoutSearchReindex(tx, () => repo.updateCategory(tx, id, { retiredAt: retired ? new Date() : null }))
    await recordAudit(tx, deps.request, { action: retired ? 'category.retire' : 'category.restore', entityType: 'category', entityId: String(id), data: { code: current.code, nameEn: current.nameEn } })
  })
  return { id }
}
