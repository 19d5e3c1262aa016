import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  FREE_CATALOGUE_LIMIT,
  PLATINUM_CATALOGUE_LIMIT,
  V,
  type TCatalogueItem,
  type TCatalogueListResponse,
  type TCatalogueQuota,
  type TCompanyProductsResponse,
  type TCompanyVisibility,
  type TProductDetailResponse,
  type TPublicProduct,
  type ZCatalogueItemRequestSchema,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import { recordAudit } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import { accessCompany, resolveViewer } from '../companies/company-visibility.service'
import { assertCompanyFiles, fileUrl, findFilesByIds, toFileRef } from '../files/files.service'
import { getCurrentMembership, hasPlatinumRights } from '../memberships/memberships.service'
import { assertPickable } from '../reference-data/reference-data.service'
import * as repo from './catalogue.repo'

export interface CatalogueDeps {
  db: Db
  request: FastifyRequest
}

type CatalogueItemInput = z.output<typeof ZCatalogueItemRequestSchema>

/** Items the company's membership allows: Platinum/Gold (active) 12, otherwise FREE_CATALOGUE_LIMIT. */
export async function catalogueLimit(db: Db, companyId: string): Promise<number> {
  return hasPlatinumRights(await getCurrentMembership(db, companyId)) ? PLATINUM_CATALOGUE_LIMIT : FREE_CATALOGUE_LIMIT
}

export async function getCatalogueQuota(db: Db, companyId: string): Promise<TCatalogueQuota> {
  const [limit, used] = await Promise.all([catalogueLimit(db, companyId), repo.countCompanyItems(db, companyId)])
  return { limit, used, remaining: Math.max(limit - used, 0) }
}

const category = (row: repo.CatalogueItemRow) => ({ id: row.categoryId, code: row.categoryCode, nameEn: row.categoryNameEn, nameEs: row.categoryNameEs })

async function loadFiles(db: Db, rows: repo.CatalogueItemRow[]) {
  const ids = rows.flatMap((r) => [r.imageFileId, r.datasheetFileId]).filter((id): id is string => id !== null)
  const files = await findFilesByIds(db, ids)
  return (id: string | null) => {
    const file = id ? files.get(id) : undefined
    return file ? toFileRef(file) : null
  }
}

/** The own catalogue's items; `isHiddenByPlan` when past the free limit of a company without Platinum rights. */
async function toItems(db: Db, rows: repo.CatalogueItemRow[]): Promise<TCatalogueItem[]> {
  const ref = await loadFiles(db, rows)
  const companyIds = [...new Set(rows.map((r) => r.companyId))]
  const platinum = new Set<string>()
  for (const companyId of companyIds) if (hasPlatinumRights(await getCurrentMembership(db, companyId))) platinum.add(companyId)
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    kind: row.kind,
    title: row.title,
    briefDescription: row.briefDescription,
    detailedDescription: row.detailedDescription,
    categoryId: row.categoryId,
    category: category(row),
    family: row.family,
    quantity: row.quantity,
    price: row.price,
    currency: row.currency,
    phone: row.phone,
    email: row.email,
    imageFileId: row.imageFileId,
    image: ref(row.imageFileId),
    datasheetFileId: row.datasheetFileId,
    datasheet: ref(row.datasheetFileId),
    attributes: row.attributes,
    isHiddenByPlan: row.beyondFreeLimit && !platinum.has(row.companyId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }))
}

/** The public shape of items: basic viewers never get the contact fields, data sheet or attributes. */
async function toPublicProducts(db: Db, rows: repo.CatalogueItemRow[], visibility: TCompanyVisibility): Promise<TPublicProduct[]> {
  const ref = visibility === 'full' ? await loadFiles(db, rows) : () => null
  return rows.map((row) => {
    const basic = {
      id: row.id,
      companyId: row.companyId,
      kind: row.kind,
      title: row.title,
      briefDescription: row.briefDescription,
      category: category(row),
      price: row.price,
      currency: row.currency,
      imageUrl: row.imageFileId ? fileUrl(row.imageFileId) : null,
      createdAt: row.createdAt.toISOString(),
    }
    if (visibility === 'basic') return { visibility: 'basic' as const, ...basic }
    return {
      visibility: 'full' as const,
      ...basic,
      detailedDescription: row.detailedDescription,
      family: row.family,
      quantity: row.quantity,
      phone: row.phone,
      email: row.email,
      datasheet: ref(row.datasheetFileId),
      attributes: row.attributes,
      updatedAt: row.updatedAt.toISOString(),
    }
  })
}

// ── own catalogue (/products-services) ───────────────────────────────────────────────────────────

export async function listOwnItems(db: Db, companyId: string, page: number, limit: number): Promise<TCatalogueListResponse> {
  const [{ rows, total }, quota] = await Promise.all([repo.listCompanyItems(db, companyId, page, limit), getCatalogueQuota(db, companyId)])
  return { items: await toItems(db, rows), total, page, limit, quota }
}

export async function getOwnItem(db: Db, companyId: string, itemId: string): Promise<TCatalogueItem> {
  const row = await repo.findItem(db, itemId, companyId)
  if (!row) throw new AppError('NOT_FOUND')
  return (await toItems(db, [row]))[0]!
}

/**
 * Category must exist and be offered (an edit may keep the item's retired category: 409 CATEGORY_RETIRED only for a
 * new pick); image and data sheet must be this company's uploads of that purpose.
 */
async function checkReferences(db: Db, companyId: string, input: CatalogueItemInput, keptCategoryId?: number): Promise<void> {
  if (!(await repo.categoryExists(db, input.categoryId))) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.categoryId', message: V.choose }] })
  }
  await assertPickable(db, 'category', [{ path: 'body.categoryId', id: input.categoryId }], keptCategoryId === undefined ? [] : [keptCategoryId])
  await assertCompanyFiles(db, companyId, [
    ...(input.imageFileId ? [{ path: 'body.imageFileId', fileId: input.imageFileId, purposes: ['product_image'] }] : []),
    ...(input.datasheetFileId ? [{ path: 'body.datasheetFileId', fileId: input.datasheetFileId, purposes: ['datasheet'] }] : []),
  ])
}

/** Adds an item, unless the membership's limit is reached (409 CATALOGUE_LIMIT_REACHED). */
export async function createItem(deps: CatalogueDeps, companyId: string, input: CatalogueItemInput): Promise<TCatalogueItem> {
  await checkReferences(deps.db, companyId, input)
  const itemId = await deps.db.transaction(async (tx) => {
    await repo.lockCompanyCatalogue(tx, companyId)
    const [limit, used] = await Promise.all([catalogueLimit(tx, companyId), repo.countCompanyItems(tx, companyId)])
    if (used >= limit) throw new AppError('CATALOGUE_LIMIT_REACHED', { limit, used })
    return repo.insertItem(tx, companyId, input)
  })
  await recordAudit(deps.db, deps.request, { action: 'catalogue.create', entityType: 'product', entityId: itemId, data: { companyId } })
  return getOwnItem(deps.db, companyId, itemId)
}

/** Editing is allowed even above the limit (e.g. after Platinum expired); only additions are limited. */
export async function updateItem(deps: CatalogueDeps, companyId: string, itemId: string, input: CatalogueItemInput): Promise<TCatalogueItem> {
  const existing = await repo.findItem(deps.db, itemId, companyId)
  if (!existing) throw new AppError('NOT_FOUND')
  await checkReferences(deps.db, companyId, input, existing.categoryId)
  if (!(await repo.updateItem(deps.db, companyId, itemId, input))) throw new AppError('NOT_FOUND')
  await recordAudit(deps.db, deps.request, { action: 'catalogue.update', entityType: 'product', entityId: itemId, data: { companyId } })
  return getOwnItem(deps.db, companyId, itemId)
}

export async function deleteItem(deps: CatalogueDeps, companyId: string, itemId: string): Promise<void> {
  if (!(await repo.deleteItem(deps.db, companyId, itemId))) throw new AppError('NOT_FOUND')
  await recordAudit(deps.db, deps.request, { action: 'catalogue.delete', entityType: 'product', entityId: itemId, data: { companyId } })
}

// ── public catalogue ─────────────────────────────────────────────────────────────────────────────

/** A company's items in the given visibility (the caller checked access). Newest first. */
export async function listProductsOfCompany(db: Db, companyId: string, visibility: TCompanyVisibility, page: number, limit: number) {
  // Without Platinum rights (never had them, or expired) only the items within the free limit are shown.
  const withinFreeLimit = !hasPlatinumRights(await getCurrentMembership(db, companyId))
  const { rows, total } = await repo.listCompanyItems(db, companyId, page, limit, { withinFreeLimit })
  return { items: await toPublicProducts(db, rows, visibility), total }
}

/** GET /api/v1/companies/{id}/products: basic fields for everybody, contact fields for full viewers. */
export async function listPublicProducts(db: Db, auth: AuthContext | null, companyId: string, page: number, limit: number): Promise<TCompanyProductsResponse> {
  const access = await accessCompany(db, await resolveViewer(db, auth), companyId)
  const { items, total } = await listProductsOfCompany(db, companyId, access.visibility, page, limit)
  return { visibility: access.visibility, items, total, page, limit }
}

/** GET /api/v1/products/{id}: the marketplace detail of an item, with its company; same visibility as the company. */
export async function getPublicProduct(db: Db, auth: AuthContext | null, itemId: string): Promise<TProductDetailResponse> {
  const row = await repo.findItem(db, itemId)
  if (!row) throw new AppError('NOT_FOUND')
  // The item is as visible as its company: an unlisted company's items are "not found" too.
  const access = await accessCompany(db, await resolveViewer(db, auth), row.companyId)
  // Past the free limit of a company without Platinum rights: hidden (kept for a renewal), so not found.
  if (row.beyondFreeLimit && !access.isPlatinum) throw new AppError('NOT_FOUND')
  const [product] = await toPublicProducts(db, [row], access.visibility)
  const c = access.company
  const company = {
    id: c.id,
    tradeName: c.tradeName,
    logoUrl: c.logoFileId ? fileUrl(c.logoFileId) : null,
    country: c.country,
    state: c.state,
    city: c.city,
    isPlatinum: access.isPlatinum,
    isValidatedSupplier: c.isValidatedSupplier,
  }
  if (product!.visibility === 'basic') return { ...product!, company }
  return { ...product!, company: { ...company, email: c.email, phone: c.phone, website: c.website, whatsapp: c.whatsapp } }
}

/** Card data of items by id (favourites); the caller filters what is visible. */
export async function findItemsForCards(db: Db, itemIds: string[]) {
  return repo.findItemsByIds(db, itemIds)
}
