import { config } from 'zod/v4/core'

// The app runs under a CSP without 'unsafe-eval', so zod's compiled fast path is never available, and zod's probe for
// it (`new Function("")`, caught) is still reported by the browser as a CSP violation (Lighthouse "Issues logged").
// Jitless skips the probe. It must run before any schema is built: main.tsx imports this module first.
config({ jitless: true })
