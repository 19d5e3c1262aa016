import { describe, expect, it } from 'vitest'
import { isImageMimeType, sniffFileType } from './file-sniff'

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))

describe('sniffFileType', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['GIF87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
  ])('recognises %s from its magic bytes', (_name, input, mimeType) => {
    expect(sniffFileType(input)?.mimeType).toBe(mimeType)
  })

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['SVG with an XML prolog', bytes('<?xml version="1.0"?><svg/>')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['plain text', bytes('hello')],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(sniffFileType(input)).toBeNull()
  })

  it('tells images from documents', () => {
    expect(isImageMimeType('image/png')).toBe(true)
    expect(isImageMimeType('application/pdf')).toBe(false)
    expect(isImageMimeType('image/svg+xml')).toBe(false)
  })
})
