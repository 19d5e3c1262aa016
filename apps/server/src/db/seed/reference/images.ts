/**
 * The images of the demo directory: one flat illustration per kind of product (committed PNGs under
 * ../assets/products, drawn by ../assets/build-assets.ts) and the alphabet and colours of the generated logos.
 */

/** One illustration per kind of product; a product template names the one that shows it. */
export const PRODUCT_IMAGE_KEYS = [
  'bracket',
  'panel',
  'gear',
  'housing',
  'clip',
  'harness',
  'die',
  'pallet',
  'truck',
  'pcb',
  'fastener',
  'shaft',
  'seat',
  'rubber',
  'glass',
  'robot',
  'coil',
  'battery',
  'caliper',
  'disc',
  'coating',
] as const
export type ProductImageKey = (typeof PRODUCT_IMAGE_KEYS)[number]

/** 16:10, wide enough for the product cards (cover-cropped to ~2:1) and sharp at twice the card's height. */
export const PRODUCT_IMAGE_SIZE = { width: 480, height: 300 } as const

/** Letters a logo can show; initials are folded to these (accents dropped, Ñ → N). */
export const LOGO_GLYPHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789&'

/** Size of the atlas letters, which is also the size they are drawn at on a LOGO_SIZE logo. */
export const LOGO_FONT_PX = 60

/** Square logos; the web app shows them at up to 88 CSS pixels, so this stays sharp on a 2x screen. */
export const LOGO_SIZE = 176

/**
 * Deep colours that keep white letters above WCAG AA contrast (4.5:1) and look like industrial brands:
 * navy, steel blue, teal, forest, graphite, burgundy, rust, plum, ochre brown, slate.
 */
export const LOGO_COLOURS = [
  [0x1f, 0x3a, 0x5f],
  [0x2b, 0x5d, 0x8c],
  [0x0f, 0x6e, 0x6e],
  [0x2e, 0x6b, 0x3f],
  [0x3a, 0x40, 0x48],
  [0x8c, 0x23, 0x33],
  [0xa0, 0x44, 0x1c],
  [0x5b, 0x3a, 0x7a],
  [0x7a, 0x55, 0x14],
  [0x44, 0x5a, 0x6e],
] as const satisfies readonly (readonly [number, number, number])[]

/** Solid: white letters on the colour. Band: the colour under a darker diagonal. Light: coloured letters on white over a coloured bar. */
export const LOGO_STYLES = ['solid', 'band', 'light'] as const
export type LogoStyle = (typeof LOGO_STYLES)[number]
