let domains: ReadonlySet<string> | null = null
let isLoading = false

/**
 * The free-mail domains in the browser: null until loaded. The list is 14k domains (~76 KB gzipped), so it is not
 * bundled with the pages that merely import the account schemas: the first check starts loading it.
 */
export function freeEmailDomains(): ReadonlySet<string> | null {
  if (domains === null && !isLoading) {
    isLoading = true
    import('free-email-domains/domains.json').then(
      (module) => {
        domains = new Set(module.default as string[])
      },
      () => {
        // Offline or a failed deploy: the server still checks, so retry on a later check.
        isLoading = false
      },
    )
  }
  return domains
}
