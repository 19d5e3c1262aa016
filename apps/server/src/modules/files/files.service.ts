import type { ReadStream } from 'node:fs'
import { V, type TFileRef, type TUploadResponse } from '@nexo/shared'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import { isImageMimeType, sniffFileType, type SniffedMimeType, type SniffedType } from '../../platform/file-sniff'
import { checkImageHeader, reencodeImage } from '../../platform/image-upload'
import type { Storage } from '../../platform/storage'
import { canViewFullCompanyProfile } from '../companies/company-visibility.service'
import { canReadFile, isPublicFilePurpose, PROFILE_DOCUMENT_PURPOSES, type PublicFilePurpose } from './files.policy'
import * as repo from './files.repo'

export interface FilesDeps {
  db: Db
  storage: Storage
}

/** Logos and avatars: PNG, JPEG or WebP up to 2 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024
export const IMAGE_UPLOAD_TYPES: readonly SniffedMimeType[] = ['image/png', 'image/jpeg', 'image/webp']

export interface UploadInput {
  bytes: Buffer
  originalName: string
  purpose: string
  allowedTypes: readonly SniffedMimeType[]
  ownerCompanyId?: string | null
  ownerUserId?: string | null
}

export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`

/**
 * Longest side, in pixels, at which each public image is stored (docs/decisions/045): about twice the largest size
 * the web app shows it at, for 2x screens. Logos show at up to 88 CSS pixels and avatars at 72; product and event
 * images fill a card or the top of a detail page.
 */
export const DISPLAY_IMAGE_MAX_SIDE: Readonly<Record<PublicFilePurpose, number>> = {
  logo: 512,
  signup_logo: 512,
  avatar: 256,
  product_image: 1600,
  event_image: 1600,
}

/** A logo uploaded on the sign-up form is kept this long for the sign-up to claim it (the form keeps its draft). */
export const SIGNUP_LOGO_TTL_HOURS = 24

/**
 * Deletes sign-up logos that no sign-up claimed within SIGNUP_LOGO_TTL_HOURS (abandoned forms): rows first, then
 * the bytes, so a file is never served without its row. Answers how many were removed.
 */
export async function purgeUnclaimedSignupLogos(deps: FilesDeps, now = new Date()): Promise<number> {
  const keys = await repo.deleteUnclaimedSignupLogos(deps.db, new Date(now.getTime() - SIGNUP_LOGO_TTL_HOURS * 3600_000))
  for (const key of keys) await deps.storage.remove(key)
  return keys.length
}

/** A stored file as the API shows it. */
export function toFileRef(row: Pick<repo.FileRow, 'id' | 'originalName' | 'mimeType' | 'sizeBytes'>): TFileRef {
  return { fileId: row.id, url: fileUrl(row.id), originalName: row.originalName, mimeType: row.mimeType, sizeBytes: row.sizeBytes }
}

/** The files with these ids (any owner); the caller checks ownership and purpose. */
export async function findFilesByIds(db: Db, fileIds: readonly string[]): Promise<Map<string, repo.FileRow>> {
  const ids = [...new Set(fileIds)].filter((id) => UUID.test(id))
  if (ids.length === 0) return new Map()
  const rows = await repo.findFilesByIds(db, ids)
  return new Map(rows.map((row) => [row.id, row]))
}

/** Keeps a name for Content-Disposition only: no path, no control characters, bounded length. */
function cleanName(name: string, extension: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 120)
  return cleaned || `file.${extension}`
}

/**
 * The bytes to store for an upload of an allowed type. One image rule for every purpose (docs/decisions/045): an
 * image's header must declare at most IMAGE_MAX_PIXELS (413 otherwise, before any pixel is decoded); a public image
 * is stored re-encoded at its display size without metadata, since every visitor's browser decodes it; other images
 * (documents, attachments to download) are kept as sent.
 */
async function bytesToStore(input: UploadInput): Promise<{ bytes: Buffer; type: SniffedType }> {
  const type = sniffFileType(input.bytes)
  if (!type || !input.allowedTypes.includes(type.mimeType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  if (!isImageMimeType(type.mimeType)) return { bytes: input.bytes, type }
  if (!isPublicFilePurpose(input.purpose)) {
    await checkImageHeader(input.bytes)
    return { bytes: input.bytes, type }
  }
  const bytes = await reencodeImage(input.bytes, DISPLAY_IMAGE_MAX_SIDE[input.purpose])
  const stored = sniffFileType(bytes)
  if (!stored) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  return { bytes, type: stored }
}

/** Stores an upload whose bytes are of an allowed type (sniffed, never the client's word for it). */
export async function uploadFile(deps: FilesDeps, input: UploadInput): Promise<TUploadResponse> {
  const { bytes, type } = await bytesToStore(input)
  const { storageKey, sha256 } = await deps.storage.put(bytes, type.extension)
  const row = await repo.insertFile(deps.db, {
    purpose: input.purpose,
    ownerCompanyId: input.ownerCompanyId ?? null,
    ownerUserId: input.ownerUserId ?? null,
    storageKey,
    originalName: cleanName(input.originalName, type.extension),
    mimeType: type.mimeType,
    sizeBytes: bytes.length,
    sha256,
  })
  return { fileId: row.id, url: fileUrl(row.id), mimeType: row.mimeType, sizeBytes: row.sizeBytes }
}

/** Who else may read a file of a purpose, decided by the module that owns it (e.g. a requirement's project files). */
export type FileReadRule = (db: Db, file: repo.FileRow, auth: AuthContext) => Promise<boolean>
const FILE_READ_RULES = new Map<string, FileReadRule>()

/** Lets a module widen who reads its files beyond the owner company (registered once, when its routes load). */
export function registerFileReadRule(purpose: string, rule: FileReadRule): void {
  FILE_READ_RULES.set(purpose, rule)
}

/** The static policy, then spec §6: a company's profile documents are also for viewers of its full profile. */
async function canReadStoredFile(db: Db, file: repo.FileRow, auth: AuthContext | null): Promise<boolean> {
  if (canReadFile(file, auth)) return true
  const rule = FILE_READ_RULES.get(file.purpose)
  if (rule) return auth !== null && (await rule(db, file, auth))
  if (!auth || !file.ownerCompanyId || !PROFILE_DOCUMENT_PURPOSES.includes(file.purpose)) return false
  return canViewFullCompanyProfile(db, auth, file.ownerCompanyId)
}

export interface FileReference {
  /** Field path for the error, e.g. `body.certifications.0.fileId`. */
  path: string
  fileId: string
  purposes: readonly string[]
}

/**
 * Every referenced file must exist, belong to this company and have been uploaded for that purpose
 * (the upload checked its type and size). Another company's file is refused like an unknown one.
 */
export async function assertCompanyFiles(db: Db, companyId: string, references: FileReference[]): Promise<void> {
  if (references.length === 0) return
  const found = await findFilesByIds(db, references.map((r) => r.fileId))
  const issues = references
    .filter((r) => {
      const file = found.get(r.fileId)
      return !file || file.ownerCompanyId !== companyId || !r.purposes.includes(file.purpose)
    })
    .map((r) => ({ path: r.path, message: V.fileInvalid }))
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { issues })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface OpenedFile {
  stream: ReadStream
  mimeType: string
  sizeBytes: number
  originalName: string
  isImage: boolean
  isPublic: boolean
}

/** The bytes of a file the caller may read; 404 otherwise, so private files are not even confirmed to exist. */
export async function openFile(deps: FilesDeps, auth: AuthContext | null, fileId: string): Promise<OpenedFile> {
  if (!UUID.test(fileId)) throw new AppError('NOT_FOUND')
  const file = await repo.findFileById(deps.db, fileId)
  if (!file || !(await canReadStoredFile(deps.db, file, auth))) throw new AppError('NOT_FOUND')
  return {
    stream: deps.storage.open(file.storageKey),
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    originalName: file.originalName,
    isImage: isImageMimeType(file.mimeType),
    isPublic: canReadFile(file, null),
  }
}
