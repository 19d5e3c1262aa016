/** One image rule for every image upload (issue 25 item 4, docs/decisions/045), through the API. */
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_MAX_PIXELS, IMAGE_UPLOAD_MAX_BYTES } from '@nexo/shared'
import { files } from '../../db/schema'
import { createRoleFixtures } from '../../test/fixtures'
import { pngDeclaring } from '../../test/images'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp, multipart, nextIp } from '../auth/auth.test-support'
import { createChatParties, multipartFiles } from '../chat/chat.test-support'
import { DISPLAY_IMAGE_MAX_SIDE } from './files.service'

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
type Headers = Record<string, string>

/** 69 bytes that declare 20000 × 20000 pixels (1.2 GB of RGB once decoded). */
const BOMB = pngDeclaring(20_000, 20_000)

const post = (url: string, headers: Headers, fields: Record<string, string>, bytes: Buffer, filename = 'image.png') => {
  const body = multipart(fields, { filename, contentType: 'image/png', bytes })
  return t.app.inject({ method: 'POST', url, remoteAddress: nextIp(), payload: body.payload, headers: { ...headers, ...body.headers } })
}

/** Every route that stores an image someone else's browser shows, with who may call it. */
const PUBLIC_IMAGE_ROUTES = [
  { name: 'sign-up logo, no session', purpose: 'signup_logo', upload: (bytes: Buffer) => post('/api/v1/auth/signup/logo', {}, {}, bytes) },
  { name: 'sign-up logo, signed in', purpose: 'signup_logo', upload: (bytes: Buffer) => post('/api/v1/auth/signup/logo', f.headers.companyAdmin, {}, bytes) },
  { name: 'avatar', purpose: 'avatar', upload: (bytes: Buffer) => post('/api/v1/files', f.headers.restricted, { purpose: 'avatar' }, bytes) },
  { name: 'company logo', purpose: 'logo', upload: (bytes: Buffer) => post('/api/v1/files', f.headers.companyAdmin, { purpose: 'logo' }, bytes) },
  { name: 'product image', purpose: 'product_image', upload: (bytes: Buffer) => post('/api/v1/files', f.headers.companyAdmin, { purpose: 'product_image' }, bytes) },
  { name: 'event image', purpose: 'event_image', upload: (bytes: Buffer) => post('/api/v1/admin/events/image', f.headers.platformAdmin, {}, bytes) },
] as const

/** Routes that keep an image as sent (documents and attachments to download) but apply the same pixel limit. */
const DOCUMENT_IMAGE_ROUTES = [
  { name: 'certification', upload: (bytes: Buffer) => post('/api/v1/files', f.headers.companyAdmin, { purpose: 'certification' }, bytes) },
  { name: 'requirement file', upload: (bytes: Buffer) => post('/api/v1/files', f.headers.companyAdmin, { purpose: 'requirement' }, bytes) },
  { name: 'quote file', upload: (bytes: Buffer) => post('/api/v1/files', f.headers.companyAdmin, { purpose: 'quote' }, bytes) },
  { name: 'insight attachment', upload: (bytes: Buffer) => post('/api/v1/admin/insights/attachments', f.headers.platformAdmin, {}, bytes) },
] as const

const fileCount = async () => (await db().select({ id: files.id }).from(files)).length
const served = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: f.headers.companyAdmin })).rawPayload

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 170 } } })

/** A JPEG straight from a phone: camera, GPS position and "rotate 90° to display" in its EXIF block. */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  return photo(width, height)
    .jpeg()
    .withExif({ IFD0: { Make: 'Nexo test camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 40/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '100/1 18/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

describe('a small file declaring too many pixels (a decompression bomb)', () => {
  it.each(PUBLIC_IMAGE_ROUTES)('is refused on the $name upload: 413 IMAGE_TOO_MANY_PIXELS, nothing stored', async (route) => {
    const before = await fileCount()
    const res = await route.upload(BOMB)
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().error.code).toBe('IMAGE_TOO_MANY_PIXELS')
    expect(await fileCount()).toBe(before)
  })

  it.each(DOCUMENT_IMAGE_ROUTES)('is refused on the $name upload too', async (route) => {
    const res = await route.upload(BOMB)
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().error.code).toBe('IMAGE_TOO_MANY_PIXELS')
  })

  it('is refused as a chat attachment, before a thumbnail is attempted', async () => {
    const p = await createChatParties(db())
    const buyer = p.sessions.buyerUser.headers
    const request = await t.app.inject({ method: 'POST', url: '/api/v1/contact', headers: buyer, payload: { companyId: p.supplier.id, channel: 'chat', message: 'Hola' } })
    expect(request.statusCode, request.body).toBe(201)
    const chatId = request.json().chatId as string
    const accepted = await t.app.inject({ method: 'PUT', url: `/api/v1/chats/${chatId}/status`, headers: p.sessions.supplierAdmin.headers, payload: { status: 'accepted' } })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const before = await fileCount()
    const form = multipartFiles({ clientId: randomUUID() }, [{ field: 'file', filename: 'plano.png', contentType: 'image/png', bytes: BOMB }])
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/attachments`, headers: { ...buyer, ...form.headers }, payload: form.payload })
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().error.code).toBe('IMAGE_TOO_MANY_PIXELS')
    expect(await fileCount()).toBe(before)
  })

  it('the refusal is translated and names the limit', async () => {
    const res = await post('/api/v1/auth/signup/logo', { 'accept-language': 'es' }, {}, BOMB)
    expect(res.json().error.message).toMatch(/^La imagen tiene demasiados píxeles/)
    expect(res.json().error.message).toContain(`${IMAGE_MAX_PIXELS / 1_000_000} megapíxeles`)
  })
})

describe('a public image is stored re-encoded at its display size, without metadata', () => {
  it.each(PUBLIC_IMAGE_ROUTES)('$name: a phone photo is stored upright, shrunk and without EXIF (GPS, camera)', async (route) => {
    const original = await phonePhoto(2400, 1200) // shown 1200 wide, 2400 tall
    expect(original.length).toBeLessThan(IMAGE_UPLOAD_MAX_BYTES)
    const res = await route.upload(original)
    expect(res.statusCode, res.body).toBe(201)
    const file = await t.app.inject({ method: 'GET', url: res.json().url })
    expect(file.headers['content-type']).toBe('image/jpeg')
    const bytes = file.rawPayload
    expect(file.headers['content-length']).toBe(String(bytes.length))
    const side = DISPLAY_IMAGE_MAX_SIDE[route.purpose]
    const meta = await sharp(bytes).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: side / 2, height: side })
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('Nexo test camera'))).toBe(false)
  })

  it('a picture already smaller than its display size keeps its size; PNG transparency survives', async () => {
    const logo = await sharp({ create: { width: 120, height: 60, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.4 } } }).png().toBuffer()
    const res = await PUBLIC_IMAGE_ROUTES[3].upload(logo)
    expect(res.statusCode, res.body).toBe(201)
    expect(await sharp(await served(res.json().url)).metadata()).toMatchObject({ format: 'png', width: 120, height: 60, hasAlpha: true })
  })

  it('a document image is kept exactly as sent (it is downloaded, not shown to visitors)', async () => {
    const original = await phonePhoto(900, 600)
    const res = await DOCUMENT_IMAGE_ROUTES[0].upload(original)
    expect(res.statusCode, res.body).toBe(201)
    expect((await served(res.json().url)).equals(original)).toBe(true)
  })
})
