import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminCreateError, createPlatformAdmin } from './admin-create'
import { openDatabase } from './db/client'
import { users } from './db/schema'
import { verifyPassword } from './passwords'
import { createTestApp, seedPgliteDataDir, type TestApp } from './test/test-app'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

describe('createPlatformAdmin', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  it('creates an active platform administrator who signs in and reaches an admin-only route', async () => {
    const admin = await createPlatformAdmin(t.database.db, { email: 'Ops@Example.MX', password: 'Ops-admin-2026', firstName: 'Ana', lastName: 'Ruiz', language: 'es' })
    expect(admin.email).toBe('ops@example.mx')
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id))
    expect(row).toMatchObject({ platformRole: 'admin', status: 'active', companyId: null, language: 'es', username: 'ops' })
    expect(row!.emailVerifiedAt).not.toBeNull()
    expect(await verifyPassword(row!.passwordHash, 'Ops-admin-2026')).toBe(true)
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'ops@example.mx', password: 'Ops-admin-2026' } })
    expect(login.statusCode).toBe(200)
    expect(login.json().profile.private_level).toBe(9)
    const imports = await t.app.inject({ method: 'GET', url: '/api/v1/admin/company-imports', headers: { authorization: `Bearer ${login.json().token}` } })
    expect(imports.statusCode).toBe(200)
  })

  it('refuses a weak password, a malformed address and an address already taken, writing nothing', async () => {
    const input = { firstName: 'A', lastName: 'B', language: 'en' as const }
    await expect(createPlatformAdmin(t.database.db, { ...input, email: 'weak@example.mx', password: 'short' })).rejects.toThrow(/at least 8 characters/)
    await expect(createPlatformAdmin(t.database.db, { ...input, email: 'weak@example.mx', password: 'alllowercase1' })).rejects.toThrow(/uppercase/)
    await expect(createPlatformAdmin(t.database.db, { ...input, email: 'not-an-address', password: 'Good-pass-1' })).rejects.toBeInstanceOf(AdminCreateError)
    await expect(createPlatformAdmin(t.database.db, { ...input, email: 'OPS@example.mx', password: 'Good-pass-1' })).rejects.toThrow(/already exists/)
    expect(await t.database.db.select().from(users).where(eq(users.email, 'weak@example.mx'))).toHaveLength(0)
  })
})

/** Runs `npm run admin:create`'s script as a process, the password piped on stdin (not a terminal). */
function runCommand(args: string[], stdin: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin-create.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()))
  child.stdin.end(stdin)
  return new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

describe('npm run admin:create (the process)', () => {
  it('creates the first administrator of an install with no companies and no users, the password read from stdin', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-admin-create-'))
    try {
      // A migrated, empty database: what a production install holds before its first start with SEED_DEMO_DATA=false.
      await seedPgliteDataDir(path.join(dataDir, 'pg'))
      const missing = await runCommand([], 'Secret-2026\n', { DATA_DIR: dataDir })
      expect(missing.code).toBe(1)
      expect(missing.output).toContain('--email is required')
      const weak = await runCommand(['--email', 'first@nexo.example'], 'weak\n', { DATA_DIR: dataDir })
      expect(weak.code).toBe(1)
      expect(weak.output).toContain('at least 8 characters')
      const made = await runCommand(['--email', 'first@nexo.example', '--first-name', 'Lucía'], 'Secret-2026\nignored second line\n', { DATA_DIR: dataDir })
      expect(made.output).toContain('Platform administrator first@nexo.example')
      expect(made.code).toBe(0)
      const again = await runCommand(['--email', 'first@nexo.example'], 'Secret-2026\n', { DATA_DIR: dataDir })
      expect(again.output).toContain('already exists')
      expect(again.code).toBe(1)

      const database = await openDatabase({ dataDir: path.join(dataDir, 'pg') })
      try {
        const rows = await database.db.select().from(users)
        expect(rows).toHaveLength(1)
        expect(rows[0]).toMatchObject({ email: 'first@nexo.example', firstName: 'Lucía', platformRole: 'admin', status: 'active' })
        expect(await verifyPassword(rows[0]!.passwordHash, 'Secret-2026')).toBe(true)
      } finally {
        await database.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
