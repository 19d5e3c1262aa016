/** Helpers for the requirements and quotes API tests: companies with users, a valid form, notifications read back. */
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { addCalendarDays, requirementToday, type TQuoteRequest, type TRequirementRequest } from '@nexo/shared'
import type { Db } from '../../db/client'
import { companies, companyCertifications, notifications } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, signInFixture, type FixtureCompanyOptions } from '../../test/fixtures'
import { uploadFileId } from '../companies/companies.test-support'

export interface TestCompany {
  id: string
  adminId: string
  restrictedId: string
  admin: Record<string, string>
  restricted: Record<string, string>
}

/** An approved company in Monterrey (with coordinates) with an admin and a restricted user. */
export async function createTestCompany(
  db: Db,
  options: FixtureCompanyOptions & { latitude?: number; longitude?: number; city?: string; state?: string; certificationIds?: number[]; validated?: boolean } = {},
): Promise<TestCompany> {
  const company = await createFixtureCompany(db, options)
  await db
    .update(companies)
    .set({
      latitude: options.latitude ?? 25.6866,
      longitude: options.longitude ?? -100.3161,
      city: options.city ?? 'Monterrey',
      state: options.state ?? 'NLE',
      isValidatedSupplier: options.validated ?? false,
      email: 'ventas@fixture-corp.mx',
      phone: '+52 81 1234 5678',
    })
    .where(eq(companies.id, company.id))
  for (const certificationId of options.certificationIds ?? []) {
    await db.insert(companyCertifications).values({ companyId: company.id, certificationId, industrialSpecialization: 'Automotriz' })
  }
  const admin = await createFixtureUser(db, { companyId: company.id, companyRole: 'admin' })
  const restricted = await createFixtureUser(db, { companyId: company.id, companyRole: 'restricted' })
  return {
    id: company.id,
    adminId: admin.id,
    restrictedId: restricted.id,
    admin: (await signInFixture(db, admin.id)).headers,
    restricted: (await signInFixture(db, restricted.id)).headers,
  }
}

export const today = () => requirementToday()

export async function uploadRequirementFile(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  return uploadFileId(app, headers, 'requirement')
}

/** A complete, valid requirement form in Monterrey, NLE (the test companies' city). */
export function validRequirement(ref: { categoryId: number; certificationIds: number[]; preferredCertificationIds?: number[]; fileId: string }, changes: Partial<TRequirementRequest> = {}): TRequirementRequest {
  return {
    type: 'rfq',
    isPublic: true,
    title: 'Estampado de soportes de motor',
    description: 'Buscamos proveedor de estampado progresivo para soportes de motor en acero 1018.',
    country: 'MX',
    state: 'NLE',
    city: 'Monterrey',
    suburb: 'Centro',
    street: 'Av. Constitución 100',
    postalCode: '64000',
    startDate: today(),
    endDate: addCalendarDays(today(), 30),
    categoryId: ref.categoryId,
    subcategoryId: null,
    activity: 'Estampado progresivo',
    materials: 'Acero 1018',
    volumes: '10,000 piezas/mes',
    budget: '250,000 MXN',
    certificationIds: ref.certificationIds,
    preferredCertificationIds: ref.preferredCertificationIds ?? [],
    maxDistanceKm: 300,
    projectDates: 'SOP en marzo',
    projectFileIds: [ref.fileId],
    ...changes,
  }
}

export function validQuote(changes: Partial<TQuoteRequest> = {}): TQuoteRequest {
  return {
    title: 'Cotización de soportes estampados',
    description: 'Estampado progresivo en prensa de 400 t, e-coat incluido.',
    amount: 182500.5,
    currency: 'MXN',
    leadTimeDays: 45,
    validUntil: addCalendarDays(today(), 20),
    fileIds: [],
    senderName: 'Luis Ramírez',
    senderEmail: 'luis.ramirez@troqueles.mx',
    senderPhone: '+52 81 5555 1234',
    senderPosition: 'Ventas',
    ...changes,
  }
}

/** The notification templates these users received, in order. */
export async function templatesOf(db: Db, userIds: string[]): Promise<string[]> {
  const rows = await db.select({ payload: notifications.payload, createdAt: notifications.createdAt }).from(notifications).where(inArray(notifications.userId, userIds)).orderBy(notifications.createdAt)
  return rows.map((r) => String((r.payload as { template?: string }).template))
}

export async function clearNotifications(db: Db, userIds: string[]): Promise<void> {
  await db.delete(notifications).where(and(inArray(notifications.userId, userIds)))
}
