import type { FavouriteType, TFavouriteIdsResponse, TFavouriteItem, TFavouriteListQuery, TFavouriteListResponse, TFavouriteStateResponse } from '@nexo/shared'
import type { Db } from '../../db/client'
import { AppError } from '../../platform/errors'
import { fileUrl } from '../files/files.service'
import * as repo from './favourites.repo'

const iso = (d: Date) => d.toISOString()
const category = (r: { categoryId: number; categoryCode: string; categoryNameEn: string; categoryNameEs: string }) => ({
  id: r.categoryId,
  code: r.categoryCode,
  nameEn: r.categoryNameEn,
  nameEs: r.categoryNameEs,
})

/** Adds a favourite; adding it again changes nothing. A target that does not exist or is not listed is 404. */
export async function addFavourite(db: Db, userId: string, type: FavouriteType, targetId: string): Promise<TFavouriteStateResponse> {
  if (!(await repo.isTargetListed(db, type, targetId))) throw new AppError('NOT_FOUND')
  await repo.insertFavourite(db, userId, type, targetId)
  return { type, id: targetId, isFavourite: true }
}

/** Removes a favourite; removing one that is not there is fine too (idempotent). */
export async function removeFavourite(db: Db, userId: string, type: FavouriteType, targetId: string): Promise<TFavouriteStateResponse> {
  await repo.deleteFavourite(db, userId, type, targetId)
  return { type, id: targetId, isFavourite: false }
}

export async function listFavouriteIds(db: Db, userId: string, type: FavouriteType): Promise<TFavouriteIdsResponse> {
  return { type, ids: await repo.listFavouriteIds(db, userId, type) }
}

/** One tab of /favourites, newest first, with card data; only targets that are still listed. */
export async function listFavourites(db: Db, userId: string, query: TFavouriteListQuery): Promise<TFavouriteListResponse> {
  const { type, page, limit } = query
  let items: TFavouriteItem[]
  let total: number
  if (type === 'company') {
    const result = await repo.listFavouriteCompanies(db, userId, page, limit)
    total = result.total
    items = result.rows.map(({ favouritedAt, logoFileId, ...company }) => ({
      type: 'company',
      favouritedAt: iso(favouritedAt),
      company: { ...company, logoUrl: logoFileId ? fileUrl(logoFileId) : null },
    }))
  } else if (type === 'product') {
    const result = await repo.listFavouriteProducts(db, userId, page, limit)
    total = result.total
    items = result.rows.map((r) => ({
      type: 'product',
      favouritedAt: iso(r.favouritedAt),
      product: {
        id: r.id,
        kind: r.kind,
        title: r.title,
        briefDescription: r.briefDescription,
        category: category(r),
        price: r.price,
        currency: r.currency,
        imageUrl: r.imageFileId ? fileUrl(r.imageFileId) : null,
        company: { id: r.companyId, tradeName: r.companyTradeName },
      },
    }))
  } else {
    const result = await repo.listFavouriteRequirements(db, userId, page, limit)
    total = result.total
    items = result.rows.map((r) => ({
      type: 'requirement',
      favouritedAt: iso(r.favouritedAt),
      requirement: {
        id: r.id,
        title: r.title,
        type: r.type,
        status: r.status,
        isRfq: r.isRfq,
        country: r.country,
        state: r.state,
        city: r.city,
        startDate: r.startDate,
        endDate: r.endDate,
        category: category(r),
        company: { id: r.companyId, tradeName: r.companyTradeName },
      },
    }))
  }
  return { items, total, page, limit }
}
