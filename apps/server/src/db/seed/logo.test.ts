import { describe, expect, it } from 'vitest'
import { logoInitials, renderLogoPng } from './logo'
import { decodePng, encodePng } from './png'
import { LOGO_COLOURS, LOGO_SIZE } from './reference/images'

describe('png', () => {
  it('round-trips grey, RGB and palette images', () => {
    const grey = { width: 3, height: 2, channels: 1 as const, data: Uint8Array.from([0, 10, 200, 255, 30, 7]) }
    expect(decodePng(encodePng(grey))).toEqual(grey)
    const rgb = { width: 2, height: 2, channels: 3 as const, data: Uint8Array.from([1, 2, 3, 250, 100, 0, 9, 9, 9, 0, 0, 255]) }
    expect(decodePng(encodePng(rgb))).toEqual(rgb)
    const palette = Uint8Array.from([255, 0, 0, 0, 0, 255])
    const indexed = encodePng({ width: 2, height: 1, channels: 1, data: Uint8Array.from([1, 0]) }, { palette })
    expect(decodePng(indexed)).toEqual({ width: 2, height: 1, channels: 3, data: Uint8Array.from([0, 0, 255, 255, 0, 0]) })
  })
})

describe('demo logos', () => {
  it('takes the initials a brand would show', () => {
    expect(logoInitials('Troquelados y Ensambles Ramos Arizpe')).toBe('TE')
    expect(logoInitials('Maquinados Finos del Bajío')).toBe('MF')
    expect(logoInitials('KRT Stamping de México')).toBe('KRT')
    expect(logoInitials('Grupo Acuña')).toBe('A')
    expect(logoInitials('Ñandú Plásticos')).toBe('NP')
    expect(logoInitials('Estampados de Saltillo')).toBe('ES')
  })

  it('draws the initials on the brand colour, the same bytes every time', () => {
    const design = { initials: 'TE', colour: 2, style: 'solid' as const }
    const png = renderLogoPng(design)
    expect(renderLogoPng(design).equals(png)).toBe(true)
    expect(png.length).toBeLessThan(4096)
    const image = decodePng(png)
    expect(image).toMatchObject({ width: LOGO_SIZE, height: LOGO_SIZE, channels: 3 })
    const pixel = (x: number, y: number) => Array.from(image.data.subarray((y * LOGO_SIZE + x) * 3, (y * LOGO_SIZE + x) * 3 + 3))
    expect(pixel(2, 2)).toEqual([...LOGO_COLOURS[2]])
    // Some white ink in the middle band where the letters are.
    let white = 0
    for (let x = 0; x < LOGO_SIZE; x++) if (pixel(x, LOGO_SIZE / 2).every((v) => v === 255)) white++
    expect(white).toBeGreaterThan(10)
    expect(renderLogoPng({ ...design, style: 'band' }).equals(png)).toBe(false)
  })
})
