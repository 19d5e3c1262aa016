import { describe, expect, it } from 'vitest'
import { linkify } from './linkify'

describe('linkify', () => {
  it('turns http(s) URLs into links and keeps the rest as text', () => {
    expect(linkify('Open http://localhost:3000/api/v1/auth/activate/abc123 to confirm.')).toEqual([
      { type: 'text', text: 'Open ' },
      { type: 'link', text: 'http://localhost:3000/api/v1/auth/activate/abc123', href: 'http://localhost:3000/api/v1/auth/activate/abc123' },
      { type: 'text', text: ' to confirm.' },
    ])
  })

  it('drops sentence punctuation after a URL but keeps queries and balanced parentheses', () => {
    expect(linkify('See https://nexo.mx/a?b=1&c=2.')[1]).toEqual({ type: 'link', text: 'https://nexo.mx/a?b=1&c=2', href: 'https://nexo.mx/a?b=1&c=2' })
    expect(linkify('(https://nexo.mx/x)')).toEqual([
      { type: 'text', text: '(' },
      { type: 'link', text: 'https://nexo.mx/x', href: 'https://nexo.mx/x' },
      { type: 'text', text: ')' },
    ])
    expect(linkify('https://en.wikipedia.org/wiki/Foo_(bar)')[0]).toMatchObject({ href: 'https://en.wikipedia.org/wiki/Foo_(bar)' })
  })

  it('never links other schemes and leaves markup as plain text', () => {
    expect(linkify('javascript:alert(1) <b>hi</b>')).toEqual([{ type: 'text', text: 'javascript:alert(1) <b>hi</b>' }])
    expect(linkify('a "https://x.mx/y" b')[1]).toEqual({ type: 'link', text: 'https://x.mx/y', href: 'https://x.mx/y' })
  })

  it('handles several links, line breaks and empty text', () => {
    const segments = linkify('one https://a.mx\ntwo https://b.mx/')
    expect(segments.filter((s) => s.type === 'link').map((s) => s.text)).toEqual(['https://a.mx', 'https://b.mx/'])
    expect(linkify('')).toEqual([])
    expect(linkify('https://')).toEqual([{ type: 'text', text: 'https://' }])
  })
})
