import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { files } from '../../db/schema'
import { createStorage } from '../../platform/storage'
import { createRoleFixtures } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp, multipart, nextIp, PNG_BYTES } from '../auth/auth.test-support'
import { IMAGE_UPLOAD_MAX_BYTES, purgeUnclaimedSignupLogos } from './files.service'

let t: TestApp
let f: Awaited<ReturnType<typeof createRoleFixtures>>
beforeAll(async () => {
  t = await createAccountTestApp()
  f = await createRoleFixtures(t.database.db)
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.database.db
const picture = () => sharp({ create: { width: 4, height: 3, channels: 3, background: '#2b5d8c' } })
const JPEG = await picture().jpeg().toBuffer()
const WEBP = await picture().webp().toBuffer()
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16)])
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>')
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')

const uploadLogo = (file: { filename: string; contentType: string; bytes: Buffer }, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/signup/logo', remoteAddress: ip, ...multipart({}, file) })

describe('POST /api/v1/auth/signup/logo', () => {
  it('accepts a PNG: stores it under a random key with its SHA-256 and serves it back', async () => {
    const res = await uploadLogo({ filename: '../../etc/passwd.png', contentType: 'image/png', bytes: PNG_BYTES })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({ fileId: expect.any(String), url: `/api/v1/files/${body.fileId}`, mimeType: 'image/png', sizeBytes: expect.any(Number) })
    const [row] = await db().select().from(files).where(eq(files.id, body.fileId))
    expect(row).toMatchObject({ purpose: 'signup_logo', ownerCompanyId: null, originalName: 'passwd.png' })
    expect(row!.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/)

    const served = await t.app.inject({ method: 'GET', url: body.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="passwd.png"/)
    // Public and write-once under its id: browsers keep it for a year.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // What is stored is the picture re-encoded (docs/decisions/045), and the row describes those bytes.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 })
    expect(served.rawPayload.length).toBe(body.sizeBytes)
    expect(row!.sha256).toBe(createHash('sha256').update(served.rawPayload).digest('hex'))
  })

  it('accepts JPEG and WebP whatever the client calls them; the type comes from the bytes', async () => {
    const jpeg = await uploadLogo({ filename: 'logo.bin', contentType: 'application/octet-stream', bytes: JPEG })
    expect(jpeg.json().mimeType).toBe('image/jpeg')
    const webp = await uploadLogo({ filename: 'logo.png', contentType: 'image/png', bytes: WEBP })
    expect(webp.json().mimeType).toBe('image/webp')
  })

  it.each([
    ['a .png that is really HTML', { filename: 'logo.png', contentType: 'image/png', bytes: HTML }],
    ['an SVG', { filename: 'logo.svg', contentType: 'image/svg+xml', bytes: SVG }],
    ['a PDF (not an image)', { filename: 'logo.pdf', contentType: 'application/pdf', bytes: PDF }],
    ['a GIF (not a logo format)', { filename: 'logo.gif', contentType: 'image/gif', bytes: GIF }],
  ])('refuses %s: 415 UNSUPPORTED_MEDIA_TYPE', async (_name, file) => {
    const res = await uploadLogo(file)
    expect(res.statusCode).toBe(415)
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('refuses a file over 2 MB: 413 PAYLOAD_TOO_LARGE; just under 2 MB passes', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1 - PNG_BYTES.length)])
    const res = await uploadLogo({ filename: 'big.png', contentType: 'image/png', bytes: big })
    expect(res.statusCode).toBe(413)
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE')
    const fits = Buffer.concat([PNG_BYTES, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES - PNG_BYTES.length)])
    expect((await uploadLogo({ filename: 'fits.png', contentType: 'image/png', bytes: fits })).statusCode).toBe(201)
  })

  it('needs a multipart body with a file', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup/logo', payload: { file: 'x' }, remoteAddress: nextIp() })
    expect(json.statusCode).toBe(415)
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup/logo', remoteAddress: nextIp(), ...multipart({ note: 'no file' }) })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.details.issues).toEqual([{ path: 'body.file', message: 'required' }])
  })

  it('is rate limited per IP (20 an hour)', async () => {
    const ip = nextIp()
    const codes: number[] = []
    for (let i = 0; i < 21; i++) codes.push((await uploadLogo({ filename: 'x.png', contentType: 'image/png', bytes: HTML }, ip)).statusCode)
    expect(codes[19]).toBe(415)
    expect(codes[20]).toBe(429)
  })
})

describe('POST /api/v1/files (signed in)', () => {
  const upload = (headers: Record<string, string>, fields: Record<string, string>, bytes = PNG_BYTES) => {
    const body = multipart(fields, { filename: 'me.png', contentType: 'image/png', bytes })
    return t.app.inject({ method: 'POST', url: '/api/v1/files', remoteAddress: nextIp(), payload: body.payload, headers: { ...headers, ...body.headers } })
  }

  it('authorization matrix: visitors 401, event-only 403 (no profile screen), every other signed-in role may upload an avatar', async () => {
    expect((await upload(f.headers.visitor, { purpose: 'avatar' })).statusCode).toBe(401)
    expect((await upload(f.headers.eventOnly, { purpose: 'avatar' })).statusCode).toBe(403)
    for (const role of ['restricted', 'companyAdmin', 'platformAdmin'] as const) {
      const res = await upload(f.headers[role], { purpose: 'avatar' })
      expect(res.statusCode, role).toBe(201)
      const [row] = await db().select().from(files).where(eq(files.id, res.json().fileId))
      expect(row!.ownerUserId, role).toBe(f.users[role].id)
      expect(row!.purpose).toBe('avatar')
    }
  })

  it('needs a known purpose and an allowed type', async () => {
    expect((await upload(f.headers.companyAdmin, { purpose: 'contract' })).json().error.details.issues).toEqual([{ path: 'body.purpose', message: 'choose' }])
    expect((await upload(f.headers.companyAdmin, {})).statusCode).toBe(400)
    expect((await upload(f.headers.companyAdmin, { purpose: 'avatar' }, SVG)).statusCode).toBe(415)
  })
})

describe('GET /api/v1/files/:id', () => {
  async function storePrivateFile(ownerCompanyId: string, bytes: Buffer, mimeType: string) {
    const { storageKey, sha256 } = await createStorage(t.app.config).put(bytes, 'pdf')
    const [row] = await db().insert(files).values({ ownerCompanyId, purpose: 'certification', storageKey, originalName: 'Certificado IATF.pdf', mimeType, sizeBytes: bytes.length, sha256 }).returning()
    return row!
  }

  it('authorization matrix for a private file: its company and platform admins only; 404 for everyone else', async () => {
    const file = await storePrivateFile(f.company.id, PDF, 'application/pdf')
    const expected = { visitor: 404, restricted: 200, companyAdmin: 200, eventOnly: 404, platformAdmin: 200 }
    for (const [role, status] of Object.entries(expected) as [keyof typeof expected, number][]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/${file.id}`, headers: f.headers[role] })
      expect(res.statusCode, role).toBe(status)
      if (status === 200) {
        expect(res.headers['content-type']).toBe('application/pdf')
        expect(res.headers['content-disposition']).toBe(`attachment; filename="Certificado IATF.pdf"; filename*=UTF-8''Certificado%20IATF.pdf`)
        expect(res.headers['cache-control']).toBe('private, no-store')
        expect(res.rawPayload.equals(PDF)).toBe(true)
      } else {
        expect(res.json().error.code).toBe('NOT_FOUND')
      }
    }
  })

  it('unknown or malformed ids: 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/files/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/files/not-a-uuid' })).statusCode).toBe(404)
  })
})

describe('purgeUnclaimedSignupLogos', () => {
  it('removes sign-up logos nobody claimed within 24 hours, row and bytes; keeps recent and claimed ones', async () => {
    const upload = async () => (await uploadLogo({ filename: 'logo.png', contentType: 'image/png', bytes: PNG_BYTES })).json().fileId as string
    const [stale, recent, claimed] = [await upload(), await upload(), await upload()]
    const dayAndABitAgo = new Date(Date.now() - 25 * 3600_000)
    await db().update(files).set({ createdAt: dayAndABitAgo }).where(eq(files.id, stale))
    await db().update(files).set({ createdAt: dayAndABitAgo, ownerCompanyId: f.company.id, purpose: 'logo' }).where(eq(files.id, claimed))
    const storage = createStorage(t.app.config)
    const [staleRow] = await db().select().from(files).where(eq(files.id, stale))

    expect(await purgeUnclaimedSignupLogos({ db: db(), storage })).toBeGreaterThanOrEqual(1)
    const left = await db().select({ id: files.id }).from(files)
    const ids = left.map((r) => r.id)
    expect(ids).not.toContain(stale)
    expect(ids).toEqual(expect.arrayContaining([recent, claimed]))
    await expect(new Promise((resolve, reject) => storage.open(staleRow!.storageKey).on('open', resolve).on('error', reject))).rejects.toThrow(/ENOENT/)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${stale}` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${recent}` })).statusCode).toBe(200)
  })
})

