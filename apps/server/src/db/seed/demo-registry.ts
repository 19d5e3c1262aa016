/**
 * Demo companies from the public registry (issue 30 §1, docs/decisions/055): one unclaimed, as a DENUE import leaves
 * it ("From a public registry, not verified", with "Claim this profile"; its website's domain lets a reviewer claim
 * it with an address at troqueles-santamaria.com.mx through the development mailbox), and one claimed by its owner
 * after the platform admin checked it, a normal company since.
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { hashUnknownPassword } from '../../passwords'
import { categories, companies, companyCategories, companyClaims, memberships, users } from '../schema'

export const DEMO_REGISTRY_COMPANIES = {
  unclaimed: { id: '0a5e0000-0000-4000-8000-000000000301', registryId: '9301557', tradeName: 'TROQUELES Y ESTAMPADOS SANTA MARÍA' },
  claimed: { id: '0a5e0000-0000-4000-8000-000000000302', registryId: '9301558', tradeName: 'Fundiciones Garza del Bajío' },
} as const

/** The claimed company's owner: signs in with a password nobody knows (not a demo login). */
export const DEMO_REGISTRY_CLAIMANT_EMAIL = 'ana.garza@registro.nexo.demo'

export async function seedDemoRegistryCompanies(db: Db, options: { clock: Date; adminUserId?: string }): Promise<void> {
  const now = options.clock
  const slugs = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, ['automotive-metal-stamping', 'nonferrous-die-casting']))
  const categoryOf = (slug: string) => slugs.find((c) => c.slug === slug)?.id
  const common = { status: 'approved' as const, approvedAt: now, isVisible: true, profileType: 'supplier' as const, country: 'MX', contentLanguage: 'es', registrySource: 'denue' as const }
  const inserted = await db
    .insert(companies)
    .values([
      {
        ...common,
        id: DEMO_REGISTRY_COMPANIES.unclaimed.id,
        registryId: DEMO_REGISTRY_COMPANIES.unclaimed.registryId,
        tradeName: DEMO_REGISTRY_COMPANIES.unclaimed.tradeName,
        legalName: 'TROQUELES Y ESTAMPADOS SANTA MARIA SA DE CV',
        sector: 'auto_parts',
        state: 'COA',
        city: 'Ramos Arizpe',
        suburb: 'Parque Industrial Santa María',
        street: 'BOULEVARD Isidro López Zertuche 4351',
        postalCode: '25903',
        latitude: 25.5431,
        longitude: -100.9512,
        phone: '8444881200',
        website: 'https://www.troqueles-santamaria.com.mx',
        briefDescription: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices',
        registryFacts: { activityCode: '336370', activityName: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices', staffBand: '51 a 100 personas', registeredOn: '2014-12' },
      },
      {
        ...common,
        id: DEMO_REGISTRY_COMPANIES.claimed.id,
        registryId: DEMO_REGISTRY_COMPANIES.claimed.registryId,
        tradeName: DEMO_REGISTRY_COMPANIES.claimed.tradeName,
        legalName: 'Fundiciones Garza del Bajío S.A. de C.V.',
        sector: 'metalworking',
        state: 'GUA',
        city: 'Silao de la Victoria',
        postalCode: '36270',
        latitude: 20.9434,
        longitude: -101.427,
        email: DEMO_REGISTRY_CLAIMANT_EMAIL,
        phone: '4727220900',
        website: 'https://www.fundicionesgarza.com.mx',
        briefDescription: 'Fundición a presión de aluminio y zamak para autopartes: carcasas, soportes y disipadores.',
        processes: 'Fundición a presión en cámara fría de 400 a 1,200 toneladas, maquinado CNC y granallado.',
        materials: 'Aluminio A380 y ADC12, zamak 3 y 5.',
        registryFacts: { activityCode: '331520', activityName: 'Moldeo por fundición de piezas metálicas no ferrosas', staffBand: '101 a 250 personas', registeredOn: '2011-03' },
        registryClaimedAt: now,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: companies.id })
  if (inserted.length === 0) return
  const ids = inserted.map((c) => c.id)
  await db.insert(memberships).values(ids.map((companyId) => ({ companyId, plan: 'free' as const, status: 'active' as const, expiresAt: null })))
  const links = [
    { companyId: DEMO_REGISTRY_COMPANIES.unclaimed.id, categoryId: categoryOf('automotive-metal-stamping') },
    { companyId: DEMO_REGISTRY_COMPANIES.claimed.id, categoryId: categoryOf('nonferrous-die-casting') },
  ].flatMap((l) => (ids.includes(l.companyId) && l.categoryId !== undefined ? [{ companyId: l.companyId, categoryId: l.categoryId }] : []))
  if (links.length > 0) await db.insert(companyCategories).values(links)
  if (!ids.includes(DEMO_REGISTRY_COMPANIES.claimed.id)) return
  const [owner] = await db
    .insert(users)
    .values({
      companyId: DEMO_REGISTRY_COMPANIES.claimed.id,
      email: DEMO_REGISTRY_CLAIMANT_EMAIL,
      username: 'ana.garza.registro',
      passwordHash: await hashUnknownPassword(),
      firstName: 'Ana',
      lastName: 'Garza',
      position: 'Directora general',
      language: 'es',
      companyRole: 'admin',
      status: 'active',
      emailVerifiedAt: now,
      termsAcceptedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (!owner) return
  await db.insert(companyClaims).values({
    companyId: DEMO_REGISTRY_COMPANIES.claimed.id,
    userId: owner.id,
    status: 'confirmed',
    method: 'admin',
    proposal: { company: {}, categoryIds: [], logoFileId: null },
    evidence: 'Llamada al teléfono del DENUE (472 722 0900): la gerente de planta confirmó a Ana Garza como directora general.',
    decidedByUserId: options.adminUserId ?? null,
    decidedAt: now,
  })
}
