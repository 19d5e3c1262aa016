/**
 * vitest globalSetup: prepares the one migrated template that every test database of this run is copied from
 * (see template-db.ts). PGlite: a data-dir tarball cached on disk until the migrations change. Server
 * (DATABASE_URL): a template database made for this run only, under a unique name, dropped at the end.
 */
import type { TestProject } from 'vitest/node'
import { createServerTemplate, dropServerDatabase, ensurePgliteTemplateFile } from './template-db'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data-dir tarball. */
    pgliteTemplateFile?: string
    /** Name of the migrated template database on the DATABASE_URL server. */
    serverTemplateDatabase?: string
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    project.provide('pgliteTemplateFile', await ensurePgliteTemplateFile())
    return undefined
  }
  const template = await createServerTemplate(serverUrl)
  project.provide('serverTemplateDatabase', template)
  return () => dropServerDatabase(serverUrl, template)
}
