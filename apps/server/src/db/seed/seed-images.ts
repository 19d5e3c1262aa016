/**
 * Stores the demo logos, product images and certificate documents through the storage driver and makes their
 * `files` rows.
 * Identical images are drawn and written once; every further company gets the same bytes under its own key
 * (a hard link with the local driver), because each company owns its files: the profile and catalogue forms
 * accept only the company's own uploads, and a storage key belongs to one row.
 */
import { readFileSync } from 'node:fs'
import type { files } from '../schema'
import type { DemoData } from './generate'
import { renderCertificatePdf } from './certificate-pdf'
import { renderLogoPng, type LogoDesign } from './logo'
import type { ProductImageKey } from './reference/images'

/** The part of the storage driver (platform/storage.ts) the seed uses; db/ cannot import the platform layer. */
export interface SeedStorage {
  put(bytes: Buffer, extension: string): Promise<{ storageKey: string; sha256: string }>
  /** The bytes of `storageKey` under a new key, without writing them again. */
  copy?(storageKey: string, extension: string): Promise<{ storageKey: string }>
}

type FileRow = typeof files.$inferInsert

interface StoredFile {
  storageKey: string
  sha256: string
  sizeBytes: number
  mimeType: string
}

/** Writes at most this many files at once: enough to hide the file system's latency, few enough for any disk. */
const CONCURRENCY = 32

const productImageBytes = new Map<ProductImageKey, Buffer>()

/** A committed product illustration (assets/products/<key>.png, drawn by assets/build-assets.ts). */
export function readProductImage(key: ProductImageKey): Buffer {
  let bytes = productImageBytes.get(key)
  if (!bytes) {
    bytes = readFileSync(new URL(`./assets/products/${key}.png`, import.meta.url))
    productImageBytes.set(key, bytes)
  }
  return bytes
}

const logoKey = (design: LogoDesign) => `logo/${design.initials}/${design.colour}/${design.style}`

export class SeedImageWriter {
  private readonly originals = new Map<string, Promise<StoredFile>>()

  constructor(private readonly storage: SeedStorage) {}

  /** How many distinct images were drawn or read and written in full. */
  get distinctImages(): number {
    return this.originals.size
  }

  private async store(cacheKey: string, produce: () => Buffer, extension: 'png' | 'pdf' = 'png'): Promise<StoredFile> {
    const mimeType = extension === 'pdf' ? 'application/pdf' : 'image/png'
    const original = this.originals.get(cacheKey)
    if (!original) {
      const stored = (async () => {
        const bytes = produce()
        const { storageKey, sha256 } = await this.storage.put(bytes, extension)
        return { storageKey, sha256, sizeBytes: bytes.length, mimeType }
      })()
      this.originals.set(cacheKey, stored)
      return stored
    }
    const source = await original
    if (!this.storage.copy) {
      const { storageKey } = await this.storage.put(produce(), extension)
      return { ...source, storageKey }
    }
    const { storageKey } = await this.storage.copy(source.storageKey, extension)
    return { ...source, storageKey }
  }

  /** Stores the batch's logos, product images and certificates; answers their `files` rows, owned by their companies. */
  async storeBatch(data: Pick<DemoData, 'companies' | 'logos' | 'productImages' | 'certificates'>): Promise<FileRow[]> {
    const createdAt = new Map(data.companies.map((c) => [c.id!, c.createdAt!]))
    const jobs: (() => Promise<FileRow>)[] = [
      ...data.logos.map((logo) => async (): Promise<FileRow> => {
        const stored = await this.store(logoKey(logo.design), () => renderLogoPng(logo.design))
        return this.row(logo.fileId, logo.companyId, 'logo', 'logo.png', stored, createdAt.get(logo.companyId))
      }),
      ...data.productImages.map((image) => async (): Promise<FileRow> => {
        const stored = await this.store(`product/${image.image}`, () => readProductImage(image.image))
        return this.row(image.fileId, image.companyId, 'product_image', `${image.image}.png`, stored, createdAt.get(image.companyId))
      }),
      ...data.certificates.map((certificate) => async (): Promise<FileRow> => {
        const stored = await this.store(`certificate/${certificate.certification}`, () => renderCertificatePdf(certificate.name), 'pdf')
        return this.row(certificate.fileId, certificate.companyId, 'certification', `${certificate.certification}.pdf`, stored, createdAt.get(certificate.companyId))
      }),
    ]
    const rows: FileRow[] = []
    for (let i = 0; i < jobs.length; i += CONCURRENCY) rows.push(...(await Promise.all(jobs.slice(i, i + CONCURRENCY).map((job) => job()))))
    return rows
  }

  private row(id: string, companyId: string, purpose: string, originalName: string, stored: StoredFile, createdAt: Date | undefined): FileRow {
    return {
      id,
      ownerCompanyId: companyId,
      ownerUserId: null,
      purpose,
      storageKey: stored.storageKey,
      originalName,
      mimeType: stored.mimeType,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      ...(createdAt ? { createdAt } : {}),
    }
  }
}

/** Without storage the rows keep no file ids (their foreign keys would point nowhere). */
export function dropFileReferences(data: DemoData): void {
  for (const company of data.companies) company.logoFileId = null
  for (const product of data.productsServices) product.imageFileId = null
  for (const certification of data.companyCertifications) certification.fileId = null
}
