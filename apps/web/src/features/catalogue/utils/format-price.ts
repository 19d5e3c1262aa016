/** A price in its currency for the interface language ("$1,250.50 USD" style per locale). */
export function formatPrice(price: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(price)
  } catch {
    // An unknown currency code: the number and the code as stored.
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price)} ${currency}`
  }
}
