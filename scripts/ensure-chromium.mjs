// The browser tests drive Debian's Chromium through playwright-core; nothing is downloaded by
// Playwright itself. Install the distribution package when it is missing.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (existsSync(executable)) process.exit(0)

console.log(`Chromium not found at ${executable}: installing the Debian package "chromium"…`)
const isRoot = process.getuid?.() === 0
const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0
if (!isRoot && !hasSudo) {
  console.error('Cannot install Chromium: run `apt-get install -y chromium` as root, or set CHROMIUM_PATH to a Chromium binary.')
  process.exit(1)
}
const run = (args) =>
  execFileSync(isRoot ? args[0] : 'sudo', isRoot ? args.slice(1) : ['-n', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
try {
  run(['apt-get', 'update', '-qq'])
  run(['apt-get', 'install', '-y', '-qq', 'chromium'])
} catch {
  console.error('Installing Chromium with apt-get failed; see the output above.')
  process.exit(1)
}
if (!existsSync(executable)) {
  console.error(`apt-get finished but ${executable} is still missing.`)
  process.exit(1)
}
console.log('Chromium installed.')
