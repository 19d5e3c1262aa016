/**
 * Renders the seed's committed images once: the product illustrations (flat SVG drawings, one per kind of
 * product) and the glyph atlas the demo logos are composed from. The seed itself never renders SVG or text:
 * it reads these files, so it needs no font and no browser and gives the same bytes on every machine.
 *
 *   npx tsx apps/server/src/db/seed/assets/build-assets.ts
 *
 * Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and the Liberation Sans font it finds there.
 * Re-run only when a drawing or the logo alphabet changes, and commit the output.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { encodePng } from '../png'
import { LOGO_GLYPHS, LOGO_FONT_PX, PRODUCT_IMAGE_SIZE, type ProductImageKey } from '../reference/images'

const here = path.dirname(fileURLToPath(import.meta.url))
const { width: W, height: H } = PRODUCT_IMAGE_SIZE

// Shared tones: steel, dark steel, light steel, the brand orange, and a soft backdrop per drawing.
const STEEL = '#9aa8b8'
const STEEL_DARK = '#5d6b7c'
const STEEL_LIGHT = '#d3dbe4'
const ORANGE = '#e8772e'
const INK = '#2f3a46'

/** The drawing is scaled to the middle band, so the cards' cover crop (about 2.4:1) never cuts it. */
function frame(background: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${background}"/>
  <g transform="translate(240 150) scale(0.74) translate(-240 -150)">
  <ellipse cx="240" cy="258" rx="150" ry="14" fill="#000" opacity="0.08"/>
  ${body}
  </g>
</svg>`
}

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = []
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2
    const step = (Math.PI * 2) / teeth
    for (const [t, r] of [
      [0, inner],
      [0.18, outer],
      [0.5, outer],
      [0.68, inner],
    ] as const) {
      const angle = a + t * step
      points.push(`${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`)
    }
  }
  return `M${points.join('L')}Z`
}

const DRAWINGS: Record<ProductImageKey, string> = {
  bracket: frame(
    '#eef2f6',
    `<polygon points="120,110 300,80 300,200 120,230" fill="${STEEL}"/>
     <polygon points="300,80 380,120 380,240 300,200" fill="${STEEL_DARK}"/>
     <polygon points="120,230 300,200 380,240 200,262" fill="${STEEL_LIGHT}"/>
     <ellipse cx="180" cy="160" rx="16" ry="18" fill="${STEEL_DARK}"/>
     <ellipse cx="250" cy="148" rx="16" ry="18" fill="${STEEL_DARK}"/>
     <ellipse cx="262" cy="232" rx="20" ry="7" fill="${STEEL}"/>
     <rect x="138" y="120" width="8" height="90" fill="#fff" opacity="0.25" transform="skewY(-9)"/>`,
  ),
  panel: frame(
    '#edf1f7',
    `<path d="M70,200 Q90,120 170,100 L330,88 Q400,90 420,150 L428,210 Q300,232 70,220 Z" fill="${STEEL}"/>
     <path d="M92,196 Q110,136 178,118 L322,108 Q388,110 404,158 L408,196 Z" fill="${STEEL_LIGHT}"/>
     <path d="M170,118 L178,196 M300,110 L304,196" stroke="${STEEL}" stroke-width="6"/>
     <path d="M110,150 Q200,126 380,132" stroke="#fff" stroke-width="5" opacity="0.5" fill="none"/>`,
  ),
  gear: frame(
    '#eef1f5',
    `<path d="${gearPath(205, 150, 98, 82, 18)}" fill="${STEEL}"/>
     <circle cx="205" cy="150" r="62" fill="${STEEL_LIGHT}"/>
     <circle cx="205" cy="150" r="26" fill="${STEEL_DARK}"/>
     <rect x="199" y="116" width="12" height="14" fill="${STEEL_DARK}"/>
     <path d="${gearPath(340, 196, 52, 42, 12)}" fill="${ORANGE}"/>
     <circle cx="340" cy="196" r="16" fill="#fff" opacity="0.85"/>`,
  ),
  housing: frame(
    '#f0f2f4',
    `<rect x="110" y="70" width="260" height="170" rx="26" fill="${STEEL}"/>
     <rect x="140" y="96" width="200" height="118" rx="14" fill="${STEEL_LIGHT}"/>
     <g fill="${STEEL}">${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${158 + i * 30}" y="104" width="10" height="102" rx="5"/>`).join('')}</g>
     <g fill="${STEEL_DARK}"><circle cx="128" cy="88" r="10"/><circle cx="352" cy="88" r="10"/><circle cx="128" cy="222" r="10"/><circle cx="352" cy="222" r="10"/></g>
     <circle cx="240" cy="155" r="20" fill="${STEEL_DARK}"/>`,
  ),
  clip: frame(
    '#eef3f1',
    `<rect x="90" y="100" width="170" height="110" rx="12" fill="${INK}"/>
     <g fill="#111a22">${[0, 1, 2, 3].map((i) => `<rect x="${108 + i * 38}" y="126" width="24" height="40" rx="4"/>`).join('')}</g>
     <rect x="150" y="82" width="50" height="24" rx="6" fill="${INK}"/>
     <rect x="104" y="182" width="142" height="10" rx="5" fill="#455363"/>
     <path d="M330,80 L330,230" stroke="#3b4b5b" stroke-width="12" stroke-linecap="round"/>
     <g fill="#3b4b5b">${[0, 1, 2, 3, 4].map((i) => `<path d="M330,${110 + i * 22} l-26,16 l0,8 l26,-12 l26,12 l0,-8 z"/>`).join('')}</g>
     <ellipse cx="330" cy="86" rx="40" ry="12" fill="${ORANGE}"/>`,
  ),
  harness: frame(
    '#f3f1ee',
    `<g fill="none" stroke-width="9" stroke-linecap="round">
       <path d="M110,130 C190,70 260,220 370,120" stroke="${ORANGE}"/>
       <path d="M110,146 C190,90 260,236 370,136" stroke="#2f6db5"/>
       <path d="M110,162 C190,110 260,252 370,152" stroke="#2e9e6b"/>
       <path d="M110,178 C190,130 260,268 370,168" stroke="${INK}"/>
       <path d="M230,170 C250,210 280,230 300,250" stroke="#c9a227"/>
     </g>
     <rect x="70" y="118" width="46" height="72" rx="8" fill="${INK}"/>
     <rect x="364" y="108" width="46" height="72" rx="8" fill="#4a5867"/>
     <rect x="288" y="238" width="34" height="26" rx="5" fill="${INK}"/>
     <rect x="176" y="112" width="14" height="70" rx="4" fill="#1d252e" transform="rotate(-18 183 147)"/>
     <rect x="300" y="132" width="14" height="62" rx="4" fill="#1d252e" transform="rotate(-30 307 163)"/>`,
  ),
  die: frame(
    '#eef0f4',
    `<rect x="100" y="60" width="280" height="44" rx="4" fill="${STEEL_DARK}"/>
     <rect x="100" y="196" width="280" height="48" rx="4" fill="${STEEL_DARK}"/>
     <g fill="${STEEL_LIGHT}"><rect x="124" y="104" width="18" height="92"/><rect x="338" y="104" width="18" height="92"/></g>
     <g fill="${STEEL}"><rect x="118" y="150" width="30" height="46" rx="3"/><rect x="332" y="150" width="30" height="46" rx="3"/></g>
     <rect x="186" y="104" width="108" height="34" fill="${STEEL}"/>
     <rect x="176" y="168" width="128" height="28" fill="${ORANGE}"/>
     <rect x="200" y="176" width="80" height="12" fill="#fff" opacity="0.35"/>`,
  ),
  pallet: frame(
    '#f4f1ec',
    `<g fill="#b98a56"><rect x="100" y="214" width="280" height="14"/><rect x="100" y="240" width="280" height="10"/></g>
     <g fill="#9c7144"><rect x="108" y="226" width="30" height="16"/><rect x="225" y="226" width="30" height="16"/><rect x="342" y="226" width="30" height="16"/></g>
     <g fill="#d2a56d"><rect x="110" y="140" width="124" height="74"/><rect x="246" y="140" width="124" height="74"/><rect x="160" y="66" width="160" height="74"/></g>
     <g fill="#c08f57"><rect x="110" y="140" width="124" height="10"/><rect x="246" y="140" width="124" height="10"/><rect x="160" y="66" width="160" height="10"/></g>
     <g fill="#e9d9c1"><rect x="166" y="90" width="36" height="22"/><rect x="118" y="164" width="36" height="22"/><rect x="254" y="164" width="36" height="22"/></g>`,
  ),
  truck: frame(
    '#edf2f6',
    `<rect x="60" y="92" width="250" height="122" rx="6" fill="#f7f9fb" stroke="${STEEL}" stroke-width="4"/>
     <rect x="60" y="190" width="250" height="10" fill="${ORANGE}"/>
     <path d="M316,124 L376,124 L414,168 L414,214 L316,214 Z" fill="#2f6db5"/>
     <path d="M330,136 L370,136 L398,168 L330,168 Z" fill="#cfe3f5"/>
     <rect x="310" y="204" width="110" height="12" fill="${INK}"/>
     <g fill="${INK}"><circle cx="110" cy="222" r="20"/><circle cx="158" cy="222" r="20"/><circle cx="262" cy="222" r="20"/><circle cx="380" cy="222" r="20"/></g>
     <g fill="${STEEL_LIGHT}"><circle cx="110" cy="222" r="8"/><circle cx="158" cy="222" r="8"/><circle cx="262" cy="222" r="8"/><circle cx="380" cy="222" r="8"/></g>`,
  ),
  pcb: frame(
    '#eef3ef',
    `<rect x="90" y="60" width="300" height="190" rx="10" fill="#1f7a4d"/>
     <g stroke="#7fd3a5" stroke-width="3" fill="none" opacity="0.8">
       <path d="M120,90 L200,90 L220,110 L300,110"/><path d="M120,220 L180,220 L200,200 L360,200"/><path d="M330,80 L330,150 L360,170"/><path d="M150,130 L150,190"/>
     </g>
     <rect x="180" y="124" width="92" height="62" rx="4" fill="${INK}"/>
     <g fill="#d9b44a">${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${186 + i * 14}" y="116" width="6" height="8"/><rect x="${186 + i * 14}" y="186" width="6" height="8"/>`).join('')}</g>
     <rect x="300" y="200" width="44" height="30" rx="3" fill="${INK}"/>
     <g fill="#d9b44a"><circle cx="112" cy="80" r="6"/><circle cx="368" cy="80" r="6"/><circle cx="112" cy="230" r="6"/><circle cx="368" cy="230" r="6"/></g>
     <rect x="110" y="150" width="22" height="34" rx="3" fill="${ORANGE}"/>`,
  ),
  fastener: frame(
    '#f0f1f3',
    `<polygon points="96,110 126,92 156,110 156,146 126,164 96,146" fill="${STEEL_DARK}"/>
     <rect x="150" y="112" width="150" height="32" fill="${STEEL}"/>
     <g stroke="${STEEL_DARK}" stroke-width="3">${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<line x1="${196 + i * 12}" y1="112" x2="${190 + i * 12}" y2="144"/>`).join('')}</g>
     <polygon points="320,150 366,124 412,150 412,204 366,230 320,204" fill="${STEEL}"/>
     <circle cx="366" cy="177" r="22" fill="#f0f1f3"/>
     <circle cx="366" cy="177" r="22" fill="none" stroke="${STEEL_DARK}" stroke-width="4"/>
     <ellipse cx="200" cy="214" rx="44" ry="18" fill="${STEEL_LIGHT}"/>
     <ellipse cx="200" cy="214" rx="16" ry="7" fill="#f0f1f3"/>`,
  ),
  shaft: frame(
    '#eef1f4',
    `<g transform="translate(244,152) scale(1.3) translate(-244,-152)"><rect x="70" y="134" width="90" height="36" rx="4" fill="${STEEL}"/>
     <rect x="156" y="118" width="120" height="68" rx="4" fill="${STEEL}"/>
     <rect x="272" y="128" width="70" height="48" rx="4" fill="${STEEL}"/>
     <rect x="338" y="140" width="80" height="24" rx="4" fill="${STEEL}"/>
     <g fill="#fff" opacity="0.45"><rect x="70" y="140" width="90" height="6"/><rect x="156" y="126" width="120" height="8"/><rect x="272" y="134" width="70" height="6"/><rect x="338" y="144" width="80" height="4"/></g>
     <g fill="${STEEL_DARK}"><rect x="70" y="160" width="90" height="10"/><rect x="156" y="170" width="120" height="16"/><rect x="272" y="166" width="70" height="10"/><rect x="338" y="158" width="80" height="6"/></g>
     <rect x="196" y="118" width="8" height="68" fill="${ORANGE}"/></g>`,
  ),
  seat: frame(
    '#f1eff4',
    `<g transform="translate(58,52) scale(0.8)"><path d="M150,226 L340,226 Q360,226 356,204 L346,176 Q340,164 320,164 L172,164 Q152,164 150,184 Z" fill="${INK}"/>
     <path d="M150,184 L126,64 Q122,44 142,42 L196,42 Q214,42 214,62 L218,168 Z" fill="#3b4754"/>
     <rect x="140" y="12" width="64" height="34" rx="14" fill="${INK}"/>
     <path d="M160,60 L178,150" stroke="${ORANGE}" stroke-width="6" stroke-linecap="round"/>
     <path d="M200,184 L330,184" stroke="#56636f" stroke-width="5" stroke-linecap="round"/>
     <rect x="176" y="226" width="10" height="28" fill="${STEEL_DARK}"/><rect x="304" y="226" width="10" height="28" fill="${STEEL_DARK}"/>
     <rect x="150" y="248" width="200" height="8" rx="4" fill="${STEEL}"/></g>`,
  ),
  rubber: frame(
    '#f0f0ee',
    `<circle cx="190" cy="150" r="92" fill="#262b31"/>
     <circle cx="190" cy="150" r="58" fill="#f0f0ee"/>
     <g stroke="#3a414a" stroke-width="7">${Array.from({ length: 20 }, (_, i) => {
       const a = (i / 20) * Math.PI * 2
       return `<line x1="${(190 + 70 * Math.cos(a)).toFixed(1)}" y1="${(150 + 70 * Math.sin(a)).toFixed(1)}" x2="${(190 + 86 * Math.cos(a)).toFixed(1)}" y2="${(150 + 86 * Math.sin(a)).toFixed(1)}"/>`
     }).join('')}</g>
     <circle cx="190" cy="150" r="58" fill="none" stroke="${STEEL}" stroke-width="10"/>
     <circle cx="350" cy="190" r="44" fill="none" stroke="#262b31" stroke-width="14"/>
     <rect x="320" y="70" width="60" height="50" rx="10" fill="#262b31"/>
     <rect x="314" y="64" width="72" height="10" rx="3" fill="${STEEL}"/><rect x="314" y="116" width="72" height="10" rx="3" fill="${STEEL}"/>`,
  ),
  glass: frame(
    '#edf3f8',
    `<path d="M90,220 Q110,110 160,80 L320,80 Q370,110 390,220 Z" fill="#9cc6e4"/>
     <path d="M90,220 Q110,110 160,80 L320,80 Q370,110 390,220 Z" fill="none" stroke="${INK}" stroke-width="10" stroke-linejoin="round"/>
     <path d="M150,196 L210,98" stroke="#fff" stroke-width="12" opacity="0.55" stroke-linecap="round"/>
     <path d="M186,196 L230,120" stroke="#fff" stroke-width="6" opacity="0.45" stroke-linecap="round"/>
     <rect x="222" y="84" width="36" height="20" rx="4" fill="${INK}"/>`,
  ),
  robot: frame(
    '#f3f0ec',
    `<rect x="90" y="226" width="110" height="22" rx="4" fill="${INK}"/>
     <rect x="116" y="190" width="58" height="40" rx="6" fill="${ORANGE}"/>
     <path d="M145,196 L210,96" stroke="${ORANGE}" stroke-width="34" stroke-linecap="round"/>
     <path d="M210,96 L320,126" stroke="${ORANGE}" stroke-width="26" stroke-linecap="round"/>
     <g fill="${INK}"><circle cx="145" cy="196" r="18"/><circle cx="210" cy="96" r="20"/><circle cx="320" cy="126" r="14"/></g>
     <g fill="${STEEL_LIGHT}"><circle cx="145" cy="196" r="7"/><circle cx="210" cy="96" r="8"/></g>
     <path d="M320,126 L348,150" stroke="${STEEL_DARK}" stroke-width="12" stroke-linecap="round"/>
     <path d="M340,154 L336,178 M356,146 L372,164" stroke="${STEEL_DARK}" stroke-width="7" stroke-linecap="round"/>
     <rect x="300" y="206" width="100" height="38" rx="4" fill="${STEEL}"/>`,
  ),
  coil: frame(
    '#eef1f4',
    `<rect x="150" y="70" width="160" height="172" fill="${STEEL}"/>
     <ellipse cx="150" cy="156" rx="46" ry="86" fill="${STEEL_LIGHT}"/>
     <ellipse cx="150" cy="156" rx="34" ry="64" fill="none" stroke="${STEEL}" stroke-width="3"/>
     <ellipse cx="150" cy="156" rx="24" ry="44" fill="none" stroke="${STEEL}" stroke-width="3"/>
     <ellipse cx="150" cy="156" rx="14" ry="26" fill="${STEEL_DARK}"/>
     <ellipse cx="310" cy="156" rx="46" ry="86" fill="${STEEL_DARK}"/>
     <path d="M310,242 L420,242 L420,230 L310,230 Z" fill="${STEEL_LIGHT}"/>
     <rect x="150" y="100" width="160" height="6" fill="${ORANGE}"/><rect x="150" y="206" width="160" height="6" fill="${ORANGE}"/>`,
  ),
  battery: frame(
    '#eef2f0',
    `<rect x="100" y="96" width="280" height="148" rx="10" fill="#3b4754"/>
     <rect x="100" y="96" width="280" height="26" rx="8" fill="${INK}"/>
     <g fill="#5d6b7c">${Array.from({ length: 14 }, (_, i) => `<circle cx="${128 + (i % 7) * 38}" cy="${160 + Math.floor(i / 7) * 44}" r="14"/>`).join('')}</g>
     <g fill="#8fa0b3">${Array.from({ length: 14 }, (_, i) => `<circle cx="${128 + (i % 7) * 38}" cy="${160 + Math.floor(i / 7) * 44}" r="6"/>`).join('')}</g>
     <rect x="130" y="72" width="34" height="26" rx="4" fill="${ORANGE}"/>
     <rect x="316" y="72" width="34" height="26" rx="4" fill="${STEEL}"/>
     <path d="M140,85 h14 M147,78 v14" stroke="#fff" stroke-width="4"/><path d="M326,85 h14" stroke="#fff" stroke-width="4"/>`,
  ),
  caliper: frame(
    '#f0f2f5',
    `<rect x="80" y="120" width="330" height="30" rx="3" fill="${STEEL_LIGHT}"/>
     <g stroke="${STEEL_DARK}" stroke-width="2">${Array.from({ length: 26 }, (_, i) => `<line x1="${120 + i * 11}" y1="120" x2="${120 + i * 11}" y2="${i % 5 === 0 ? 136 : 130}"/>`).join('')}</g>
     <path d="M80,120 L80,232 L110,232 L110,150 Z" fill="${STEEL}"/>
     <path d="M80,120 L80,78 L98,78 L104,120 Z" fill="${STEEL}"/>
     <rect x="236" y="108" width="70" height="54" rx="6" fill="${STEEL}"/>
     <path d="M236,162 L236,232 L262,232 L262,162 Z" fill="${STEEL}"/>
     <path d="M236,108 L236,78 L252,78 L256,108 Z" fill="${STEEL}"/>
     <rect x="248" y="118" width="48" height="24" rx="3" fill="#c9e3c3"/>
     <rect x="254" y="124" width="36" height="12" fill="${INK}" opacity="0.7"/>
     <circle cx="320" cy="168" r="10" fill="${ORANGE}"/>`,
  ),
  disc: frame(
    '#f0f1f3',
    `<circle cx="220" cy="150" r="104" fill="${STEEL}"/>
     <circle cx="220" cy="150" r="92" fill="${STEEL_LIGHT}"/>
     <g fill="${STEEL}">${Array.from({ length: 12 }, (_, i) => {
       const a = (i / 12) * Math.PI * 2
       return `<circle cx="${(220 + 74 * Math.cos(a)).toFixed(1)}" cy="${(150 + 74 * Math.sin(a)).toFixed(1)}" r="5"/>`
     }).join('')}</g>
     <circle cx="220" cy="150" r="50" fill="${STEEL_DARK}"/>
     <circle cx="220" cy="150" r="20" fill="${STEEL_LIGHT}"/>
     <g fill="${STEEL_LIGHT}">${Array.from({ length: 5 }, (_, i) => {
       const a = (i / 5) * Math.PI * 2
       return `<circle cx="${(220 + 34 * Math.cos(a)).toFixed(1)}" cy="${(150 + 34 * Math.sin(a)).toFixed(1)}" r="6"/>`
     }).join('')}</g>
     <path d="M300,90 Q350,150 300,210 L330,214 Q372,150 330,86 Z" fill="${ORANGE}"/>`,
  ),
  coating: frame(
    '#f2f0f4',
    `<rect x="90" y="150" width="150" height="90" rx="8" fill="#2f6db5"/>
     <rect x="100" y="160" width="130" height="14" rx="4" fill="#fff" opacity="0.3"/>
     <rect x="262" y="120" width="120" height="120" rx="8" fill="${ORANGE}"/>
     <rect x="272" y="130" width="100" height="14" rx="4" fill="#fff" opacity="0.3"/>
     <path d="M150,50 L210,50 L210,74 L186,74 L186,110 L172,110 L172,74 L150,74 Z" fill="${INK}"/>
     <g fill="#2f6db5" opacity="0.55"><circle cx="180" cy="124" r="5"/><circle cx="166" cy="134" r="4"/><circle cx="194" cy="136" r="4"/><circle cx="178" cy="140" r="3"/></g>`,
  ),
}

// Browser-side code, as source text: the server's TypeScript program has no DOM types, and none are needed here.
const DRAW_SVG = `async ({ svg, W, H }) => {
  const image = new Image()
  image.src = 'data:image/svg+xml;base64,' + btoa(svg)
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = W
  canvas.height = H
  const context = canvas.getContext('2d')
  context.drawImage(image, 0, 0)
  return Array.from(context.getImageData(0, 0, W, H).data)
}`

const DRAW_GLYPHS = `({ glyphs, px }) => {
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d')
  const font = 'bold ' + px + 'px "Liberation Sans", Arial, sans-serif'
  context.font = font
  const height = Math.ceil(px * 1.05)
  const baseline = Math.round(px * 0.86)
  const entries = []
  let x = 0
  for (const char of glyphs) {
    const width = Math.ceil(context.measureText(char).width)
    entries.push({ char, x, width })
    x += width + 2
  }
  canvas.width = x
  canvas.height = height
  context.font = font
  context.fillStyle = '#000'
  context.fillRect(0, 0, x, height)
  context.fillStyle = '#fff'
  context.textBaseline = 'alphabetic'
  for (const e of entries) context.fillText(e.char, e.x, baseline)
  const data = context.getImageData(0, 0, x, height).data
  const alpha = []
  for (let i = 0; i < data.length; i += 4) alpha.push(data[i])
  // Cap height for vertical centring: the rows where "H" has ink.
  const h = entries.find((e) => e.char === 'H')
  let top = height
  let bottom = 0
  for (let yy = 0; yy < height; yy++) {
    for (let xx = h.x; xx < h.x + h.width; xx++) {
      if (data[(yy * x + xx) * 4] > 127) {
        top = Math.min(top, yy)
        bottom = Math.max(bottom, yy)
      }
    }
  }
  return { width: x, height, capTop: top, capBottom: bottom + 1, entries, alpha }
}`

interface GlyphAtlasResult {
  width: number
  height: number
  capTop: number
  capBottom: number
  entries: { char: string; x: number; width: number }[]
  alpha: number[]
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><html><body></body></html>')

    for (const [key, svg] of Object.entries(DRAWINGS)) {
      // Draw on a canvas and read the pixels back, so the PNG is encoded by our encoder (smaller, no metadata).
      const rgba = (await page.evaluate(`(${DRAW_SVG})(${JSON.stringify({ svg, W, H })})`)) as number[]
      const rgb = new Uint8Array(W * H * 3)
      for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
        rgb[j] = rgba[i]!
        rgb[j + 1] = rgba[i + 1]!
        rgb[j + 2] = rgba[i + 2]!
      }
      const png = encodePng({ width: W, height: H, channels: 3, data: rgb })
      await writeFile(path.join(here, 'products', `${key}.png`), png)
      console.log(`products/${key}.png ${(png.length / 1024).toFixed(1)} KB`)
    }

    // The glyph atlas: white letters on black in one row, plus each letter's position and width.
    const atlas = (await page.evaluate(`(${DRAW_GLYPHS})(${JSON.stringify({ glyphs: LOGO_GLYPHS, px: LOGO_FONT_PX })})`)) as GlyphAtlasResult
    const png = encodePng({ width: atlas.width, height: atlas.height, channels: 1, data: Uint8Array.from(atlas.alpha) })
    await writeFile(path.join(here, 'logo-glyphs.png'), png)
    const metrics = {
      fontPx: LOGO_FONT_PX,
      height: atlas.height,
      capTop: atlas.capTop,
      capBottom: atlas.capBottom,
      glyphs: Object.fromEntries(atlas.entries.map((e) => [e.char, [e.x, e.width]])),
    }
    await writeFile(path.join(here, 'logo-glyphs.json'), `${JSON.stringify(metrics)}\n`)
    console.log(`logo-glyphs.png ${(png.length / 1024).toFixed(1)} KB, ${atlas.entries.length} glyphs`)
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
