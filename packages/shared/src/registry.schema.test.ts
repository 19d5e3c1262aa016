import { describe, expect, it } from 'vitest'
import { DENUE_COLUMNS, DENUE_REQUIRED_COLUMNS, ZDecideCompanyClaimRequestSchema, isEmailAtDomain, websiteDomain } from './registry.schema'

describe('websiteDomain', () => {
  it('is the host without www., lower-cased, with or without a scheme or path', () => {
    expect(websiteDomain('https://www.Troqueles-Ramos.com.mx/contacto')).toBe('troqueles-ramos.com.mx')
    expect(websiteDomain('www.acme.mx')).toBe('acme.mx')
    expect(websiteDomain('http://www2.acme.com')).toBe('acme.com')
    expect(websiteDomain('planta.acme.com.mx')).toBe('planta.acme.com.mx')
  })
  it('is null without a usable host', () => {
    for (const value of [null, undefined, '', '   ', 'localhost', 'no tiene', 'http://']) expect(websiteDomain(value), String(value)).toBeNull()
  })
})

describe('isEmailAtDomain', () => {
  it("accepts the domain and its subdomains, nothing that merely ends like it", () => {
    expect(isEmailAtDomain('ana@acme.com.mx', 'acme.com.mx')).toBe(true)
    expect(isEmailAtDomain('Ana@MX.Acme.com.mx', 'acme.com.mx')).toBe(true)
    expect(isEmailAtDomain('ana@notacme.com.mx', 'acme.com.mx')).toBe(false)
    expect(isEmailAtDomain('ana@acme.com.mx.evil.io', 'acme.com.mx')).toBe(false)
    expect(isEmailAtDomain('ana@gmail.com', null)).toBe(false)
  })
})

describe('DENUE columns and the claim decision', () => {
  it("lists INEGI's 42 columns once each, the required ones among them", () => {
    expect(DENUE_COLUMNS).toHaveLength(42)
    expect(new Set(DENUE_COLUMNS.map((c) => c.toLowerCase())).size).toBe(42)
    for (const c of DENUE_REQUIRED_COLUMNS) expect(DENUE_COLUMNS).toContain(c)
  })
  it('needs evidence of at least 10 characters', () => {
    expect(ZDecideCompanyClaimRequestSchema.safeParse({ decision: 'confirm', evidence: '  corto   ' }).success).toBe(false)
    expect(ZDecideCompanyClaimRequestSchema.safeParse({ decision: 'reject', evidence: 'Llamé al teléfono del registro' }).success).toBe(true)
    expect(ZDecideCompanyClaimRequestSchema.safeParse({ decision: 'maybe', evidence: 'Llamé al teléfono del registro' }).success).toBe(false)
  })
})
