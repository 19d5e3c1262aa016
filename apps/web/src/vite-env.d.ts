/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty (the default) means the same origin as the web app. */
  readonly VITE_API_BASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
