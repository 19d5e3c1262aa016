import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_PIXELS } from '@nexo/shared'
import { checkImageHeader, IMAGE_DECODES_AT_ONCE, peakImageDecodes, reencodeImage } from './image-upload'
import { pngDeclaring } from '../test/images'

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 20, g: 90, b: 160, alpha: 0.5 } : { r: 240, g: 120, b: 20 } } })

describe('checkImageHeader', () => {
  it('reads the size from the header alone: a 69-byte PNG declaring 20000 × 20000 is refused, 413 IMAGE_TOO_MANY_PIXELS', async () => {
    const bomb = pngDeclaring(20_000, 20_000)
    expect(bomb.length).toBeLessThan(100)
    await expect(checkImageHeader(bomb)).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' })
    await expect(reencodeImage(bomb, 512)).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' })
  })

  it('the limit is IMAGE_MAX_PIXELS exactly (headers only: nothing here is decoded)', async () => {
    expect(IMAGE_MAX_PIXELS).toBe(8000 * 5000)
    await expect(checkImageHeader(pngDeclaring(8000, 5000))).resolves.toMatchObject({ format: 'png', width: 8000, height: 5000 })
    await expect(checkImageHeader(pngDeclaring(8000, 5001))).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' })
    await expect(checkImageHeader(pngDeclaring(1, IMAGE_MAX_PIXELS + 1))).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' })
  })

  it('bytes without a readable image header: 415', async () => {
    await expect(checkImageHeader(Buffer.from('\x89PNG\r\n\x1a\n not really'))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
  })
})

describe('reencodeImage', () => {
  it('shrinks to fit the longest side, keeps the proportions and the format; never enlarges', async () => {
    const large = await reencodeImage(await picture(3000, 2000).jpeg().toBuffer(), 1600)
    expect(await sharp(large).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 })
    const tall = await reencodeImage(await picture(300, 900).webp().toBuffer(), 512)
    expect(await sharp(tall).metadata()).toMatchObject({ format: 'webp', width: 171, height: 512 })
    const small = await reencodeImage(await picture(40, 30).png().toBuffer(), 512)
    expect(await sharp(small).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 })
  })

  it('keeps transparency in PNG and WebP, and a palette PNG stays a palette PNG', async () => {
    for (const format of ['png', 'webp'] as const) {
      const meta = await sharp(await reencodeImage(await picture(600, 600, 4).toFormat(format).toBuffer(), 256)).metadata()
      expect(meta, format).toMatchObject({ format, width: 256, hasAlpha: true })
    }
    const logo = await reencodeImage(await picture(700, 700).png({ palette: true }).toBuffer(), 512)
    expect(await sharp(logo).metadata()).toMatchObject({ format: 'png', width: 512, isPalette: true })
  })

  it('turns the picture upright by its EXIF orientation and drops every metadata block (GPS position, camera, ICC, XMP)', async () => {
    const photo = await picture(600, 300)
      .jpeg()
      .withExif({ IFD0: { Make: 'Nexo test camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 40/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '100/1 18/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .withMetadata({ orientation: 6 }) // "rotate 90° to display": the picture is shown 300 wide, 600 tall
      .toBuffer()
    const before = await sharp(photo).metadata()
    expect(before.exif?.includes(Buffer.from('Nexo test camera'))).toBe(true)
    expect(before.xmp).toBeDefined()
    const stored = await reencodeImage(photo, 256)
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 128, height: 256 })
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(stored.includes(Buffer.from('Nexo test camera'))).toBe(false)
  })

  it('refuses bytes that look like an image but do not decode: 415', async () => {
    const png = await picture(64, 64).png().toBuffer()
    await expect(reencodeImage(Buffer.concat([png.subarray(0, 60), Buffer.from('not the rest of a png')]), 512)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
  })
})

describe('decoding', () => {
  it(`takes at most IMAGE_DECODES_AT_ONCE (${IMAGE_DECODES_AT_ONCE}) of libuv's worker threads, whatever the burst; every image is still made`, async () => {
    const photos = await Promise.all(Array.from({ length: 8 }, (_, i) => picture(1200 + i, 900).jpeg().toBuffer()))
    const stored = await Promise.all(photos.map((bytes) => reencodeImage(bytes, 256)))
    expect(stored).toHaveLength(8)
    for (const bytes of stored) expect((await sharp(bytes).metadata()).width).toBe(256)
    expect(peakImageDecodes()).toBe(IMAGE_DECODES_AT_ONCE)
  })
})
