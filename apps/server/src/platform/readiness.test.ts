/** Readiness parts (readiness.ts, ADR 048): health reports them without ever waiting on a slow check. */
import { describe, expect, it } from 'vitest'
import { createReadiness, type PartReadiness } from './readiness'

describe('readiness', () => {
  it('answers from the last check while a new one runs, at most once a second, and a check hung 10 s is not ready', async () => {
    let clock = 0
    const readiness = createReadiness(() => clock)
    let checks = 0
    let answer: Promise<PartReadiness> = Promise.resolve({ ready: true })
    readiness.register('database', () => {
      checks += 1
      return answer
    })
    expect(await readiness.read()).toEqual({ ready: true, parts: { database: { ready: true } } })
    expect(await readiness.read()).toMatchObject({ ready: true })
    expect(checks).toBe(1)

    // The database stops answering: health still answers, from the last check, without waiting for it.
    answer = new Promise(() => undefined)
    clock += 1000
    expect(await readiness.read()).toMatchObject({ ready: true })
    expect(checks).toBe(2)
    clock += 5000
    expect(await readiness.read()).toMatchObject({ ready: true })
    expect(checks).toBe(2)
    clock += 5000
    expect(await readiness.read()).toEqual({ ready: false, parts: { database: { ready: false } } })
  })

  it('waits a little for a part that never answered, and a check that throws is not ready', async () => {
    const readiness = createReadiness()
    readiness.register('search', () => new Promise<PartReadiness>(() => undefined))
    readiness.register('broken', () => {
      throw new Error('down')
    })
    readiness.register('index', () => ({ ready: false, progress: 0.25 }))
    expect(await readiness.read()).toEqual({ ready: false, parts: { search: { ready: false }, broken: { ready: false }, index: { ready: false, progress: 0.25 } } })
  })
})
