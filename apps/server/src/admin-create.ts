/**
 * Creates a platform administrator on any install, demo data or not, without SQL:
 *   npm run admin:create -- --email ops@example.com [--first-name Ana] [--last-name Pérez] [--language es]
 * The password is asked on the terminal twice with the input hidden; when stdin is not a terminal (a script, a test,
 * `printf 'Secret123\n' | npm run admin:create -- …`) its first line is read instead. Uses DATABASE_URL, or the
 * PGlite folder `<DATA_DIR>/pg` exactly as the server does, and runs the migrations first, so it works on a fresh
 * install before the server ever started (docs/decisions/055-public-registry-directory-and-claims.md).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { zEmail, zPassword } from '@nexo/shared'
import { ConfigError, loadConfig } from './config'
import { openDatabase, type Db } from './db/client'
import { users } from './db/schema'
import { hashPassword } from './passwords'

export const ADMIN_CREATE_USAGE = `Usage: npm run admin:create -- --email <address> [--first-name <name>] [--last-name <name>] [--language en|es]

  Creates a platform administrator (active, e-mail confirmed). The password is asked on the terminal
  (hidden, twice); when stdin is not a terminal, its first line is the password.
`

export class AdminCreateError extends Error {}

export interface AdminCreateInput {
  email: string
  password: string
  firstName: string
  lastName: string
  language: 'en' | 'es'
}

/** The reasons zPassword gives, as a person at a terminal reads them (the web app translates the same keys). */
const PASSWORD_RULES: Record<string, string> = {
  required: 'the password is empty',
  passwordTooShort: 'the password needs at least 8 characters',
  passwordWeak: 'the password needs a lowercase letter, an uppercase letter and a number',
  tooLong: 'the password may have at most 128 characters',
}

/** Checks the input with the sign-up's own rules (packages/shared fields) and inserts the administrator. */
export async function createPlatformAdmin(db: Db, input: AdminCreateInput): Promise<{ id: string; email: string; username: string }> {
  const email = zEmail.safeParse(input.email)
  if (!email.success) throw new AdminCreateError(`"${input.email}" is not an e-mail address.`)
  const password = zPassword.safeParse(input.password)
  if (!password.success) throw new AdminCreateError(`Refused: ${PASSWORD_RULES[password.error.issues[0]!.message] ?? password.error.issues[0]!.message}.`)
  const existing = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.data}`)
  if (existing.length > 0) throw new AdminCreateError(`An account with ${email.data} already exists; nothing was changed.`)
  const username = await freeUsername(db, email.data)
  const now = new Date()
  const [row] = await db
    .insert(users)
    .values({
      companyId: null,
      email: email.data,
      username,
      passwordHash: await hashPassword(password.data),
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language,
      platformRole: 'admin',
      companyRole: 'admin',
      status: 'active',
      emailVerifiedAt: now,
      termsAcceptedAt: now,
    })
    .returning({ id: users.id, email: users.email, username: users.username })
  return row!
}

/** The e-mail's local part, or it with a number, whichever is free (usernames are unique case-insensitively). */
async function freeUsername(db: Db, email: string): Promise<string> {
  let base = email.slice(0, email.indexOf('@')).toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 30)
  if (base.length < 3) base = `admin${base}`
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`
    const taken = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${candidate}`)
    if (taken.length === 0) return candidate
  }
}

/** Reads one line from a terminal without echoing it (raw mode; backspace edits; Ctrl-C aborts). */
function readHidden(prompt: string, input: NodeJS.ReadStream, output: NodeJS.WritableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(prompt)
    let value = ''
    const finish = (error?: Error) => {
      input.setRawMode(false)
      input.pause()
      input.off('data', onData)
      output.write('\n')
      if (error) reject(error)
      else resolve(value)
    }
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish()
        if (char === '\u0003' || char === '\u0004') return finish(new AdminCreateError('Cancelled.'))
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1)
        else if (char >= ' ') value += char
      }
    }
    input.setRawMode(true)
    input.resume()
    input.on('data', onData)
  })
}

/** The first line of a piped stdin (the rest is ignored). */
async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = ''
  for await (const chunk of input) {
    text += chunk.toString()
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

/** The password: typed twice, hidden, at a terminal; otherwise stdin's first line. */
export async function readPassword(input: NodeJS.ReadStream, output: NodeJS.WritableStream): Promise<string> {
  if (!input.isTTY) return readFirstLine(input)
  const first = await readHidden('Password (at least 8 characters, with a lowercase letter, an uppercase letter and a number): ', input, output)
  const second = await readHidden('Repeat the password: ', input, output)
  if (first !== second) throw new AdminCreateError('The two passwords differ; nothing was changed.')
  return first
}

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string', default: 'Platform' },
        'last-name': { type: 'string', default: 'Administrator' },
        language: { type: 'string', default: 'en' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values
  } catch (error) {
    throw new AdminCreateError(`${error instanceof Error ? error.message : String(error)}\n${ADMIN_CREATE_USAGE}`)
  }
}

async function main(): Promise<number> {
  const args = readArgs(process.argv.slice(2))
  if (args.help) {
    console.log(ADMIN_CREATE_USAGE)
    return 0
  }
  if (!args.email) throw new AdminCreateError(`--email is required.\n${ADMIN_CREATE_USAGE}`)
  if (args.language !== 'en' && args.language !== 'es') throw new AdminCreateError('--language must be en or es.')
  const config = loadConfig()
  const password = await readPassword(process.stdin, process.stdout)
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pg') })
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.DATA_DIR, 'pg')}`
  try {
    await database.migrate()
    const admin = await createPlatformAdmin(database.db, { email: args.email, password, firstName: args['first-name'], lastName: args['last-name'], language: args.language })
    console.log(`Platform administrator ${admin.email} (username ${admin.username}) created in ${where}. Sign in at /login.`)
    return 0
  } finally {
    await database.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof AdminCreateError || error instanceof ConfigError ? error.message : error)
      process.exit(1)
    },
  )
}
