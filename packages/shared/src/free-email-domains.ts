import list from 'free-email-domains'

const domains: ReadonlySet<string> = new Set(list as string[])

/**
 * The free-mail domains. This is the server (and test) version, always loaded; browser builds resolve
 * `#free-email-domains` to free-email-domains.browser.ts instead (package.json "imports").
 */
export function freeEmailDomains(): ReadonlySet<string> | null {
  return domains
}
