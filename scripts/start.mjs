// `npm start`: run the server and, when the web app is missing or older than its sources, build it meanwhile; the
// server, which migrates the database and seeds demo data on first start.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import os from 'node:os'
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
const needsBuild = builtAt < sourcesAt

// A fresh clone has no SMTP server, so activation and reset mails can only be read in the development mailbox.
// It is opt-in on the server and answers only connections from this machine (it shows every activation and reset
// link), so switch it on here, out loud, and never for production or when mail really goes out.
const env = { ...process.env }
const isUnset = (name) => env[name] === undefined || env[name] === ''
if (isUnset('DEV_MAILBOX') && env.NODE_ENV !== 'production' && isUnset('SMTP_URL')) {
  env.DEV_MAILBOX = 'true'
  const base = (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '')
  console.log(`Development mailbox ON: mails are not sent, read them at ${base}/dev/mailbox (it answers only on this machine).`)
  console.log('  Set DEV_MAILBOX=false to turn it off; it is refused with NODE_ENV=production.')
}

// The web build runs beside the server's first start (migrations, demo data: most of a fresh start's time); the
// server waits for our message before it serves the built files (apps/server/src/main.ts, webBuildFinished).
if (needsBuild) {
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…')
  env.NEXO_AWAIT_WEB_BUILD = '1'
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: needsBuild ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
  env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

if (needsBuild) {
  const build = spawn('npm', ['run', 'build', '-w', '@nexo/web'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  // The server's first start (migrations, demo data) is what the user waits for; the build is done long before it.
  // At a lower priority (inherited by vite, which npm starts after this) the build takes the CPU the server leaves.
  try {
    os.setPriority(build.pid, 5)
  } catch {
    // Not allowed here, or the build already exited: it just runs at normal priority.
  }
  // The build's long file list would bury the server's messages: keep it, print it only if the build fails.
  const output = []
  build.stdout.on('data', (chunk) => output.push(chunk))
  build.stderr.on('data', (chunk) => output.push(chunk))
  const buildDone = new Promise((resolve) => build.on('exit', (code) => resolve(code)))
  const serverReady = new Promise((resolve) => server.on('message', (m) => m === 'ready-for-web-build' && resolve()))
  const code = await buildDone
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output))
    console.error('The web build failed: stopping.')
    server.kill('SIGTERM')
    process.exit(code ?? 1)
  }
  console.log('Web app built.')
  await serverReady
  server.send('web-build-done')
}
