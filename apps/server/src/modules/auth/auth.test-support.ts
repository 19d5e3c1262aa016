/** Helpers for the account API tests: captcha solving, multipart bodies, a valid sign-up, mails. */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { rfcCheckDigit, type TSignupRequestInput } from '@nexo/shared'
import type { Db } from '../../db/client'
import { categories, outbox } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'

/** createTestApp with a tiny captcha cost and an upload folder of its own, removed on close. */
export async function createAccountTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-data-'))
  const t = await createTestApp({ ALTCHA_COST: '1', DATA_DIR: dataDir, ...overrides })
  return {
    ...t,
    close: async () => {
      await t.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

let ipCounter = 0
/** A fresh client address, so per-IP rate limits of one test do not bleed into another. */
export function nextIp(): string {
  ipCounter++
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.${1 + Math.floor(Math.random() * 200)}`
}

/** Fetches a challenge from the API and solves it like the browser widget does. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/auth/captcha', remoteAddress: nextIp() })
  const challenge = res.json() as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('could not solve the captcha')
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

export interface MultipartFile {
  field?: string
  filename: string
  contentType: string
  bytes: Buffer
}

/** A multipart/form-data body for `app.inject`. */
export function multipart(fields: Record<string, string>, file?: MultipartFile) {
  const boundary = `----nexo${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export async function uploadSignupLogo(app: FastifyInstance): Promise<string> {
  const body = multipart({}, { filename: 'logo.png', contentType: 'image/png', bytes: PNG_BYTES })
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/signup/logo', remoteAddress: nextIp(), ...body })
  if (res.statusCode !== 201) throw new Error(`logo upload failed: ${res.statusCode} ${res.body}`)
  return res.json().fileId as string
}

let rfcCounter = 0
/** A distinct, valid RFC (persona moral) with its real check digit. */
export function nextRfc(): string {
  rfcCounter++
  const day = String(1 + (rfcCounter % 28)).padStart(2, '0')
  const month = String(1 + (Math.floor(rfcCounter / 28) % 12)).padStart(2, '0')
  const base = `NXO98${month}${day}${'ABCDEFGHJK'[Math.floor(rfcCounter / 336) % 10]}${rfcCounter % 10}`
  return base + rfcCheckDigit(base)
}

export async function insertCategory(db: Db): Promise<number> {
  const suffix = randomBytes(3).toString('hex')
  const [row] = await db.insert(categories).values({ code: `336.${suffix}`, slug: `stamping-${suffix}`, nameEn: 'Stamping', nameEs: 'Troquelado' }).returning({ id: categories.id })
  return row!.id
}

let emailCounter = 0
export function nextCorporateEmail(prefix = 'ana'): string {
  emailCounter++
  return `${prefix}.${Date.now().toString(36)}${emailCounter}@acme-industrial.mx`
}

/** A complete, valid sign-up body (all 7 steps). */
export function validSignup(input: { logoFileId: string; categoryId: number; captcha: string; email?: string; rfc?: string }): TSignupRequestInput {
  const email = input.email ?? nextCorporateEmail()
  return {
    user: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email,
      emailConfirmation: email,
      password: 'Secreto123',
      passwordConfirmation: 'Secreto123',
      phone: '81 1234 5678',
      companyPhone: '+52 81 8765 4321',
      position: 'Gerente de compras',
      department: 'Compras',
      responsibilityLevel: 'manager',
      language: 'es',
    },
    company: {
      logoFileId: input.logoFileId,
      tradeName: 'Troqueles Acme',
      legalName: 'Troqueles Acme S.A. de C.V.',
      sector: 'auto_parts',
      description: 'Estampado y troquelado de piezas metálicas para la industria automotriz.',
      website: 'www.acme-industrial.mx',
      isForeign: false,
      rfc: input.rfc ?? nextRfc(),
    },
    address: { country: 'MX', state: 'NLE', city: 'Monterrey', postalCode: '64000', street: 'Av. Constitución 100', suburb: 'Centro' },
    capabilities: {
      processes: 'Estampado progresivo, soldadura de proyección',
      materials: 'Acero rolado en frío, aluminio',
      mainProducts: 'Soportes y refuerzos',
      mainServices: 'Diseño de troqueles',
      machinery: 'Prensas de 200 a 800 toneladas',
      productionCapacity: 250000,
      productionCapacityUnit: 'piezas/mes',
    },
    statistics: { clients: 'Tier 1 de Nuevo León', annualSales: '100m_to_250m', employees: 120, specialization: 'Estampado', yearFounded: 1998 },
    profile: { profileType: 'supplier', tier: 'tier2', categoryIds: [input.categoryId] },
    consent: { acceptTerms: true, acceptPrivacy: true, captcha: input.captcha },
  }
}

/** The newest mail of a template sent to an address. */
export async function lastMail(db: Db, to: string, template?: string) {
  const rows = await db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.createdAt))
  return rows.find((r) => !template || r.template === template)
}

/** The token in the activation link of a mail. */
export function activationTokenFrom(text: string): string {
  const match = /\/api\/v1\/auth\/activate\/([A-Za-z0-9_-]+)/.exec(text)
  if (!match?.[1]) throw new Error('no activation link in the mail')
  return match[1]
}

export function resetTokenFrom(text: string): string {
  const match = /\/change-password\/([A-Za-z0-9_-]+)/.exec(text)
  if (!match?.[1]) throw new Error('no reset link in the mail')
  return match[1]
}
