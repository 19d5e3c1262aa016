/**
 * Spec §6 visibility, in one place: who sees a company's basic fields and who its full profile. A service of its
 * own (not part of companies.service.ts) because catalogue and files need it and companies.service.ts uses both of
 * them: folding it in would make an import cycle.
 *
 * - Listed companies (approved and visible) are public; any other company is "not found", except to
 *   its own users and platform admins.
 * - Full profile: users of a company with an active Platinum or Gold membership, the company's own
 *   users, and platform admins. Everybody else — visitors, event-only users, free companies and
 *   companies whose Platinum expired — sees the basic fields only.
 */
import type { TCompanyVisibility } from '@nexo/shared'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import { getCurrentMembership, hasPlatinumRights } from '../memberships/memberships.service'
import * as repo from './companies.repo'

/** The caller, with their company's Platinum rights resolved once. */
export interface Viewer {
  auth: AuthContext | null
  /** The caller's company has an active Platinum/Gold membership. */
  hasPlatinumRights: boolean
}

export async function resolveViewer(db: Db, auth: AuthContext | null): Promise<Viewer> {
  if (!auth || auth.isEventOnly || !auth.companyId) return { auth, hasPlatinumRights: false }
  return { auth, hasPlatinumRights: hasPlatinumRights(await getCurrentMembership(db, auth.companyId)) }
}

export function isOwnCompany(viewer: Viewer, companyId: string): boolean {
  return Boolean(viewer.auth && !viewer.auth.isEventOnly && viewer.auth.companyId === companyId)
}

const isPlatformAdmin = (viewer: Viewer) => viewer.auth?.platformRole === 'admin'

export function visibilityFor(viewer: Viewer, companyId: string): TCompanyVisibility {
  if (isPlatformAdmin(viewer) || isOwnCompany(viewer, companyId)) return 'full'
  return viewer.hasPlatinumRights ? 'full' : 'basic'
}

/**
 * Decimal places of a company's coordinates for basic viewers: 2 ≈ 1.1 km, the town or industrial park rather than
 * the gate (docs/decisions/010-basic-viewer-coordinates.md). Cards, map points and the detail all use it.
 */
export const BASIC_COORDINATE_DECIMALS = 2
const BASIC_COORDINATE_FACTOR = 10 ** BASIC_COORDINATE_DECIMALS

/** A latitude or longitude as a basic viewer sees it. */
export function roundCoordinateForBasicViewer(value: number): number {
  return Math.round(value * BASIC_COORDINATE_FACTOR) / BASIC_COORDINATE_FACTOR
}

/** The company's point as this visibility allows: exact for full, rounded for basic; null stays null. */
export function coordinatesFor<T extends number | null>(visibility: TCompanyVisibility, lat: T, lng: T): { lat: T; lng: T } {
  if (visibility === 'full' || lat === null || lng === null) return { lat, lng }
  return { lat: roundCoordinateForBasicViewer(lat) as T, lng: roundCoordinateForBasicViewer(lng) as T }
}

export const isListed = (company: { status: string; isVisible: boolean }) => company.status === 'approved' && company.isVisible

/** Whether the viewer may see this company at all. */
export function canSeeCompany(viewer: Viewer, company: { id: string; status: string; isVisible: boolean }): boolean {
  return isListed(company) || isPlatformAdmin(viewer) || isOwnCompany(viewer, company.id)
}

export interface CompanyAccess {
  company: repo.CompanyCardRow
  viewer: Viewer
  visibility: TCompanyVisibility
  isOwn: boolean
  /** The viewed company has an active Platinum/Gold membership (its badge). */
  isPlatinum: boolean
}

/** The company as this viewer may see it; NOT_FOUND when it is not listed and not theirs. */
export async function accessCompany(db: Db, viewer: Viewer, companyId: string): Promise<CompanyAccess> {
  const company = await repo.findCompanyCard(db, companyId)
  if (!company || !canSeeCompany(viewer, company)) throw new AppError('NOT_FOUND')
  const isPlatinum = hasPlatinumRights(await getCurrentMembership(db, companyId))
  return { company, viewer, visibility: visibilityFor(viewer, companyId), isOwn: isOwnCompany(viewer, companyId), isPlatinum }
}

/** For the files policy: may this caller read the company's profile documents (brochure, certifications …)? */
export async function canViewFullCompanyProfile(db: Db, auth: AuthContext | null, companyId: string): Promise<boolean> {
  const viewer = await resolveViewer(db, auth)
  const company = await repo.findCompanyCard(db, companyId)
  return Boolean(company && canSeeCompany(viewer, company) && visibilityFor(viewer, companyId) === 'full')
}
