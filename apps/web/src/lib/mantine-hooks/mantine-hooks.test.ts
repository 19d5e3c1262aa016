import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useId } from './use-id'
import { useReducedMotion } from './use-reduced-motion'

function Probe({ staticId }: { staticId?: string }) {
  return createElement('span', { id: useId(staticId), 'data-reduced': String(useReducedMotion()) })
}

describe('Mantine hook replacements', () => {
  it('render the same ids on every render of the same tree, as hydration needs, in Mantine\'s form', () => {
    const tree = createElement('div', null, createElement(Probe), createElement(Probe))
    const first = renderToString(tree)
    expect(first).toBe(renderToString(tree))
    const ids = [...first.matchAll(/id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(id).toMatch(/^mantine-[^:]+$/)
  })

  it('keep a given id, and render "no reduced motion" on the server', () => {
    expect(renderToString(createElement(Probe, { staticId: 'search-box' }))).toBe('<span id="search-box" data-reduced="false"></span>')
  })
})
