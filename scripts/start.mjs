// `npm start`: build the web app when it is missing or older than its sources, then run the
// server, which migrates the database and seeds demo data on first start.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtIndex = path.join(root, 'apps/web/dist/index.html')
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src']

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs)
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
const sourcesAt = Math.max(...webSources.map((p) => newestMtime(path.join(root, p))))
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…')
  const build = spawnSync('npm', ['run', 'build', '-w', '@nexo/web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// A fresh clone has no SMTP server, so activation and reset mails can only be read in the development mailbox.
// It is opt-in on the server (anyone who can reach it reads every link), so switch it on here, out loud, and
// never for production or when mail really goes out.
const env = { ...process.env }
const isUnset = (name) => env[name] === undefined || env[name] === ''
if (isUnset('DEV_MAILBOX') && env.NODE_ENV !== 'production' && isUnset('SMTP_URL')) {
  env.DEV_MAILBOX = 'true'
  const base = (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '')
  console.log(`Development mailbox ON: mails are not sent, read them at ${base}/dev/mailbox (anyone who can reach this server can).`)
  console.log('  Set DEV_MAILBOX=false to turn it off; it is refused with NODE_ENV=production.')
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
