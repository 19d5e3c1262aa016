import { createHash, randomBytes } from 'node:crypto'
import { constants, createReadStream, createWriteStream, type ReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { copyFile, link, mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../config'

/** Where upload bytes live. Only the local folder driver exists (config STORAGE_DRIVER=local). */
export interface Storage {
  /** Stores the bytes under a new random key; returns the key and the SHA-256 of the bytes. */
  put(bytes: Buffer, extension: string): Promise<{ storageKey: string; sha256: string }>
  /**
   * Stores a stream of bytes under a new random key without holding it in memory (a registry file of hundreds of MB).
   * Nothing is kept when the stream fails (the part written so far is removed).
   */
  putStream(source: AsyncIterable<Buffer>, extension: string): Promise<{ storageKey: string; sizeBytes: number }>
  open(storageKey: string): ReadStream
  remove(storageKey: string): Promise<void>
  /** The bytes of `storageKey` under a new key without a second copy where the driver can (the demo seed's shared images). */
  copy(storageKey: string, extension: string): Promise<{ storageKey: string }>
}

// Random keys only: nothing the client sends (name, type) ever becomes part of a path.
const KEY_PATTERN = /^[0-9]{4}\/[0-9]{2}\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/

function assertKey(storageKey: string): void {
  if (!KEY_PATTERN.test(storageKey)) throw new Error(`invalid storage key: ${storageKey}`)
}

/** Files under `${DATA_DIR}/uploads/<yyyy>/<mm>/<random>.<ext>`. */
export function createLocalStorage(config: Config): Storage {
  const root = path.join(config.DATA_DIR, 'uploads')
  const newKey = (extension: string) => {
    const now = new Date()
    const storageKey = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.${extension}`
    assertKey(storageKey)
    return storageKey
  }
  return {
    async put(bytes, extension) {
      const storageKey = newKey(extension)
      const fullPath = path.join(root, storageKey)
      await mkdir(path.dirname(fullPath), { recursive: true })
      await writeFile(fullPath, bytes, { flag: 'wx' })
      return { storageKey, sha256: createHash('sha256').update(bytes).digest('hex') }
    },
    async putStream(source, extension) {
      const storageKey = newKey(extension)
      const fullPath = path.join(root, storageKey)
      await mkdir(path.dirname(fullPath), { recursive: true })
      let sizeBytes = 0
      const counted = (async function* () {
        for await (const chunk of source) {
          sizeBytes += chunk.length
          yield chunk
        }
      })()
      try {
        await pipeline(Readable.from(counted), createWriteStream(fullPath, { flags: 'wx' }))
      } catch (error) {
        await rm(fullPath, { force: true })
        throw error
      }
      return { storageKey, sizeBytes }
    },
    open(storageKey) {
      assertKey(storageKey)
      return createReadStream(path.join(root, storageKey))
    },
    async remove(storageKey) {
      assertKey(storageKey)
      await rm(path.join(root, storageKey), { force: true })
    },
    async copy(storageKey, extension) {
      assertKey(storageKey)
      const target = newKey(extension)
      const fullPath = path.join(root, target)
      await mkdir(path.dirname(fullPath), { recursive: true })
      // A hard link shares the bytes (files are never rewritten in place; remove unlinks one name only).
      await link(path.join(root, storageKey), fullPath).catch(() => copyFile(path.join(root, storageKey), fullPath, constants.COPYFILE_EXCL))
      return { storageKey: target }
    },
  }
}

export function createStorage(config: Config): Storage {
  return createLocalStorage(config)
}
