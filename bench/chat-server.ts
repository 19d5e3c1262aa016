/**
 * One server instance for the chat benchmark (bench/chat.ts starts two of these as child processes, so one can be
 * killed with SIGKILL like a crashed machine). Args: PORT DATABASE_URL.
 */
import os from 'node:os'
import { buildApp } from '../apps/server/src/app'
import { testConfig } from '../apps/server/src/config'
import { openDatabase } from '../apps/server/src/db/client'

const [port, url] = process.argv.slice(2)
const database = await openDatabase({ url: url!, poolMax: 10 })
const app = await buildApp({
  config: testConfig({ DISABLE_RATE_LIMIT: 'true', WEB_DIST_DIR: os.tmpdir() }),
  database,
})
await app.listen({ port: Number(port), host: '127.0.0.1' })
process.send?.('ready')
