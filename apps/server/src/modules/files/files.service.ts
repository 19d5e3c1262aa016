import type { ReadStream } from 'node:fs'
import type { TUploadResponse } from '@nexo/shared'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import { isImageMimeType, sniffFileType, type SniffedMimeType } from '../../platform/file-sniff'
import type { Storage } from '../../platform/storage'
import { canReadFile } from './files.policy'
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

/** Keeps a name for Content-Disposition only: no path, no control characters, bounded length. */
function cleanName(name: string, extension: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 120)
  return cleaned || `file.${extension}`
}

/** Stores an upload whose bytes are of an allowed type (sniffed, never the client's word for it). */
export async function uploadFile(deps: FilesDeps, input: UploadInput): Promise<TUploadResponse> {
  const type = sniffFileType(input.bytes)
  if (!type || !input.allowedTypes.includes(type.mimeType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  const { storageKey, sha256 } = await deps.storage.put(input.bytes, type.extension)
  const row = await repo.insertFile(deps.db, {
    purpose: input.purpose,
    ownerCompanyId: input.ownerCompanyId ?? null,
    ownerUserId: input.ownerUserId ?? null,
    storageKey,
    originalName: cleanName(input.originalName, type.extension),
    mimeType: type.mimeType,
    sizeBytes: input.bytes.length,
    sha256,
  })
  return { fileId: row.id, url: fileUrl(row.id), mimeType: row.mimeType, sizeBytes: row.sizeBytes }
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
  if (!file || !canReadFile(file, auth)) throw new AppError('NOT_FOUND')
  return {
    stream: deps.storage.open(file.storageKey),
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    originalName: file.originalName,
    isImage: isImageMimeType(file.mimeType),
    isPublic: canReadFile(file, null),
  }
}
