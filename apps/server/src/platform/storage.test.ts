import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { testConfig } from '../config'
import { createLocalStorage } from './storage'

describe('local storage', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-storage-'))
  const storage = createLocalStorage(testConfig({ DATA_DIR: dataDir }))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('copies bytes under a new key without a second copy on disk, and removing one keeps the other', async () => {
    const { storageKey } = await storage.put(Buffer.from('logo bytes'), 'png')
    const copy = await storage.copy(storageKey, 'png')
    expect(copy.storageKey).not.toBe(storageKey)
    expect(copy.storageKey).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/)
    expect(await text(storage.open(copy.storageKey))).toBe('logo bytes')
    // A hard link: both names point at one inode.
    expect(statSync(path.join(dataDir, 'uploads', copy.storageKey)).ino).toBe(statSync(path.join(dataDir, 'uploads', storageKey)).ino)
    await storage.remove(storageKey)
    expect(await text(storage.open(copy.storageKey))).toBe('logo bytes')
  })

  it('refuses keys it did not make', async () => {
    await expect(storage.copy('../../etc/passwd', 'png')).rejects.toThrow(/invalid storage key/)
  })
})
