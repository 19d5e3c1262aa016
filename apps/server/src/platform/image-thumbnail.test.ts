import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_PIXELS } from '@nexo/shared'
import { AppError } from './errors'
import { makeThumbnail, THUMBNAIL_MAX_SIDE } from './image-thumbnail'

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 20 } } })

describe('makeThumbnail', () => {
  it('shrinks to the longest side, keeps the proportions, answers WebP', async () => {
    const thumb = await makeThumbnail(await picture(1200, 800).jpeg().toBuffer())
    const meta = await sharp(thumb).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: THUMBNAIL_MAX_SIDE, height: 213 })
    expect(thumb.length).toBeLessThan(20_000)
  })

  it('never enlarges a small picture', async () => {
    const meta = await sharp(await makeThumbnail(await picture(40, 90).png().toBuffer())).metadata()
    expect(meta).toMatchObject({ width: 40, height: 90 })
  })

  it('applies the EXIF orientation and drops every metadata block (GPS, camera)', async () => {
    const photo = await picture(600, 300)
      .jpeg()
      .withExif({ IFD0: { Make: 'Nexo test camera' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 }) // "rotate 90° to display": the picture is shown 300 wide, 600 tall
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const meta = await sharp(await makeThumbnail(photo)).metadata()
    expect(meta).toMatchObject({ width: 160, height: 320 })
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
  })

  it('gives the first frame of an animated GIF', async () => {
    const frame = (background: string) => sharp({ create: { width: 64, height: 48, channels: 3, background } }).png().toBuffer()
    const animated = await sharp(await Promise.all(['#0a0', '#a00', '#00a'].map(frame)), { join: { animated: true } }).gif().toBuffer()
    expect((await sharp(animated).metadata()).pages).toBe(3)
    const meta = await sharp(await makeThumbnail(animated)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 })
    expect(meta.pages ?? 1).toBe(1)
  })

  it('refuses bytes that look like an image but do not decode, and images of too many pixels', async () => {
    const png = await picture(8, 8).png().toBuffer()
    await expect(makeThumbnail(Buffer.concat([png.subarray(0, 40), Buffer.from('not the rest of a png')]))).rejects.toThrow(AppError)
    // A decompression bomb: a 39 KB PNG of 40.3 megapixels (120 MB once decoded).
    const bomb = await picture(6400, 6300).png({ palette: true }).toBuffer()
    expect(6400 * 6300).toBeGreaterThan(IMAGE_MAX_PIXELS)
    await expect(makeThumbnail(bomb)).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' })
    // Without the limit it decodes: the refusal above is the limit's.
    await expect(sharp(bomb).resize(THUMBNAIL_MAX_SIDE).toBuffer()).resolves.toBeInstanceOf(Buffer)
  })
})
