/**
 * Demo logos: a company's initials on one of a few brand colours, as a small palette PNG. Letters come from a
 * glyph atlas rendered once from a real font (assets/logo-glyphs.png, see assets/build-assets.ts), so drawing a
 * logo is a few array operations and the bytes are the same on every machine: no font, renderer or browser is
 * needed at seed time.
 */
import { readFileSync } from 'node:fs'
import { decodePng, encodePng } from './png'
import { LOGO_COLOURS, LOGO_GLYPHS, LOGO_SIZE, type LogoStyle } from './reference/images'

/** What a generated logo shows; identical designs give identical bytes. */
export interface LogoDesign {
  initials: string
  colour: number
  style: LogoStyle
}

interface GlyphAtlas {
  width: number
  height: number
  capTop: number
  capBottom: number
  alpha: Uint8Array
  glyphs: Record<string, readonly [x: number, width: number]>
}

let atlas: GlyphAtlas | undefined

function loadAtlas(): GlyphAtlas {
  if (atlas) return atlas
  const image = decodePng(readFileSync(new URL('./assets/logo-glyphs.png', import.meta.url)))
  const metrics = JSON.parse(readFileSync(new URL('./assets/logo-glyphs.json', import.meta.url), 'utf8')) as Omit<GlyphAtlas, 'width' | 'alpha'>
  atlas = { ...metrics, width: image.width, alpha: image.data }
  return atlas
}

/** Words that never give an initial: "Grupo", articles, connectors and the "de México" of foreign plants. */
const SKIPPED_WORDS = new Set(['grupo', 'group', 'de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'and', 'of', 'the', 'mexico', 'méxico'])

/**
 * Up to two initials ("Troquelados y Ensambles Ramos Arizpe" → "TE"); a leading acronym is kept whole
 * ("KRT Stamping" → "KRT"). Accents are dropped and Ñ becomes N, the letters the atlas has.
 */
export function logoInitials(name: string): string {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(new RegExp(`[^${LOGO_GLYPHS}]`, 'g'), '')
  const words = name.split(/[\s,.-]+/).filter((w) => w.length > 0 && !SKIPPED_WORDS.has(w.toLowerCase()))
  const first = words[0] ?? name
  if (/^[A-Z0-9]{2,3}$/.test(first)) return first
  const letters = words.slice(0, 2).map((w) => fold(w).charAt(0)).join('')
  return letters || fold(name).slice(0, 2) || 'N'
}

const PALETTE_LEVELS = 16

/**
 * The logo as a palette PNG (LOGO_SIZE square). Colours: 16 blends from background to letter colour over the
 * plain background, 16 over the band or bar, and 16 from background to band for the band's soft edge.
 */
export function renderLogoPng(design: LogoDesign): Buffer {
  const glyphs = loadAtlas()
  const size = LOGO_SIZE
  const [r, g, b] = LOGO_COLOURS[design.colour % LOGO_COLOURS.length]!
  const base: readonly [number, number, number] = [r, g, b]
  const white: readonly [number, number, number] = [255, 255, 255]
  const darker: readonly [number, number, number] = [Math.round(r * 0.78), Math.round(g * 0.78), Math.round(b * 0.78)]
  const tint: readonly [number, number, number] = [Math.round(255 - (255 - r) * 0.1), Math.round(255 - (255 - g) * 0.1), Math.round(255 - (255 - b) * 0.1)]
  const [background, accent, ink] = design.style === 'light' ? [tint, base, base] : design.style === 'band' ? [base, darker, white] : [base, base, white]
  const inkOnAccent = design.style === 'light' ? white : ink

  const mix = (from: readonly number[], to: readonly number[], t: number) => from.map((v, i) => Math.round(v + (to[i]! - v) * t))
  const palette = new Uint8Array(3 * PALETTE_LEVELS * 3)
  for (let level = 0; level < PALETTE_LEVELS; level++) {
    const t = level / (PALETTE_LEVELS - 1)
    palette.set(mix(background, ink, t), level * 3)
    palette.set(mix(accent, inkOnAccent, t), (PALETTE_LEVELS + level) * 3)
    palette.set(mix(background, accent, t), (2 * PALETTE_LEVELS + level) * 3)
  }

  // Background: a diagonal band (lower right) or a bottom bar carries the accent; coverage is anti-aliased.
  const pixels = new Uint8Array(size * size)
  const barTop = size - Math.round(size * 0.09)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let coverage = 0
      if (design.style === 'band') coverage = Math.min(1, Math.max(0, (x + y + 1 - size * 1.3) / Math.SQRT2 + 0.5))
      else if (design.style === 'light') coverage = y >= barTop ? 1 : 0
      const level = Math.round(coverage * (PALETTE_LEVELS - 1))
      pixels[y * size + x] = level === PALETTE_LEVELS - 1 ? PALETTE_LEVELS : level === 0 ? 0 : 2 * PALETTE_LEVELS + level
    }
  }

  // Letters, centred on their cap height; tracking of a few pixels reads better than the font's default.
  const letters = [...design.initials].filter((c) => glyphs.glyphs[c])
  const tracking = 3
  const total = letters.reduce((sum, c) => sum + glyphs.glyphs[c]![1], 0) + tracking * Math.max(0, letters.length - 1)
  let penX = Math.round((size - total) / 2)
  const lift = design.style === 'light' ? Math.round(size * 0.045) : 0
  const offsetY = Math.round(size / 2 - (glyphs.capTop + glyphs.capBottom) / 2) - lift
  for (const char of letters) {
    const [glyphX, glyphWidth] = glyphs.glyphs[char]!
    for (let gy = 0; gy < glyphs.height; gy++) {
      const y = offsetY + gy
      if (y < 0 || y >= size) continue
      for (let gx = 0; gx < glyphWidth; gx++) {
        const x = penX + gx
        if (x < 0 || x >= size) continue
        const alpha = glyphs.alpha[gy * glyphs.width + glyphX + gx]!
        if (alpha === 0) continue
        const level = Math.round((alpha / 255) * (PALETTE_LEVELS - 1))
        const under = pixels[y * size + x]!
        // Over the band's soft edge, blend with whichever side covers more of the pixel.
        const onAccent = under >= PALETTE_LEVELS && (under < 2 * PALETTE_LEVELS || under - 2 * PALETTE_LEVELS >= PALETTE_LEVELS / 2)
        pixels[y * size + x] = (onAccent ? PALETTE_LEVELS : 0) + level
      }
    }
    penX += glyphWidth + tracking
  }
  return encodePng({ width: size, height: size, channels: 1, data: pixels }, { palette, level: 6 })
}
