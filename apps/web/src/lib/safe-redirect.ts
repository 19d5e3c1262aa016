/**
 * A `?redirect=` value is only followed when it is a path of this site, so a crafted
 * link cannot send a user who just signed in to another origin.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // Control characters (tabs, newlines …) are stripped by URL parsers and can smuggle a host in.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback
  return value
}
