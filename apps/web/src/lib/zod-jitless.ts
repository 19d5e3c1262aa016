import { config } from 'zod/v4/core'

// The app runs under a CSP without 'unsafe-eval', so zod's compiled fast path is never available, and zod's probe for
// it (`new Function("")`, caught) is still reported by the browser as a CSP violation (Lighthouse "Issues logged").
// Jitless skips the probe. The web build resolves every `import … from 'zod'` to this module (vite.config.ts), so
// the setting is made before any schema is built or parsed, and zod loads only with the code that uses it — not on
// a first visit's critical path.
config({ jitless: true })

export * from 'zod/v4'
