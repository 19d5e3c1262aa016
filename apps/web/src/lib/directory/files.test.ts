import { describe, expect, it } from 'vitest'
import { mailtoUrl, safeExternalUrl, safeWhatsappUrl } from './files'

describe('links from user-entered values', () => {
  it('keeps http(s) links and refuses any other scheme', () => {
    expect(safeExternalUrl('https://example.mx/')).toBe('https://example.mx/')
    expect(safeExternalUrl('http://example.mx')).toBe('http://example.mx/')
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull()
    expect(safeExternalUrl('data:text/html,hi')).toBeNull()
    expect(safeExternalUrl('not a url')).toBeNull()
    expect(safeExternalUrl(null)).toBeNull()
  })

  it('accepts only wa.me click-to-chat links for WhatsApp', () => {
    expect(safeWhatsappUrl('https://wa.me/5218112345678')).toBe('https://wa.me/5218112345678')
    expect(safeWhatsappUrl('https://evil.example/wa.me/52181')).toBeNull()
    expect(safeWhatsappUrl('javascript:alert(1)')).toBeNull()
  })

  it('builds mailto links for plausible addresses only', () => {
    expect(mailtoUrl('ventas@acme.mx')).toBe('mailto:ventas@acme.mx')
    expect(mailtoUrl('ventas@acme.mx?cc=x@y.z')).toBeNull()
    expect(mailtoUrl('nobody')).toBeNull()
  })
})

describe('mailto parameters', () => {
  it('refuses addresses that would smuggle mailto parameters', () => {
    expect(mailtoUrl('a@b.mx?subject=x')).toBeNull()
    expect(mailtoUrl('a@b.mx&body=x')).toBeNull()
  })
})
