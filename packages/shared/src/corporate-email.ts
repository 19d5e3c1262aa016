import { freeEmailDomains } from '#free-email-domains'
import { V, zEmail } from './fields'

/** The domain of an e-mail address, lower-cased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase()
}

/**
 * False for free webmail (gmail.com, outlook.com, yahoo.com.mx …), per the maintained free-email-domains list.
 * The server always has the list. The browser build fetches it (~76 KB gzipped) the first time an address is checked
 * and lets addresses through until it arrives: the server's answer then puts the error on the field.
 */
export function isCorporateEmail(email: string): boolean {
  const free = freeEmailDomains()
  return free === null || !free.has(emailDomain(email))
}

export const zCorporateEmail = zEmail.refine(isCorporateEmail, { error: V.emailNotCorporate })
