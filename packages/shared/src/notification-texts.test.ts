import { describe, expect, it } from 'vitest'
import { LANGUAGES } from './constants'
import { formatNotificationAmount, NOTIFICATION_TEMPLATES, NOTIFICATION_TEXTS, renderNotificationText } from './notification-texts'

describe('notification texts', () => {
  it('every template has a title and body in every language, using exactly its declared parameters', () => {
    for (const [template, { params }] of Object.entries(NOTIFICATION_TEMPLATES)) {
      for (const language of LANGUAGES) {
        const text = NOTIFICATION_TEXTS[language][template as keyof typeof NOTIFICATION_TEMPLATES]
        expect(text.title, `${language} ${template}`).not.toBe('')
        const used = new Set([...`${text.title} ${text.body}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))
        expect([...used].sort(), `${language} ${template}`).toEqual([...params].sort())
      }
    }
  })

  it('fills parameters in the reader’s language, and falls back to the type for a template it does not know', () => {
    const approved = { type: 'registration' as const, template: 'company.approved', params: { companyName: 'Troqueles {Saltillo}' } }
    expect(renderNotificationText(approved, 'en').body).toBe('Troqueles {Saltillo} was approved and is now listed in the Nexo directory.')
    expect(renderNotificationText(approved, 'es').title).toBe('Empresa aprobada')
    expect(renderNotificationText({ type: 'quote', template: 'quote.future', params: {} }, 'es')).toEqual({ title: 'Cotizaciones', body: '' })
    expect(renderNotificationText({ ...approved, params: {} }, 'en').body).toContain('{companyName}')
  })

  it('an [optional part] shows only when its parameters are there and not empty (a quote without amount or lead time)', () => {
    const quote = (params: Record<string, string | number>) => ({ type: 'quote' as const, template: 'quote.received', params: { companyName: 'Troqueles [Norte]', title: 'Soportes', ...params } })
    expect(renderNotificationText(quote({ amount: 'MXN 125,000.00', leadTimeDays: 30 }), 'en').body).toBe('Troqueles [Norte] sent you a quote: Soportes. Amount: MXN 125,000.00. Lead time: 30 days.')
    expect(renderNotificationText(quote({ amount: '', leadTimeDays: 12 }), 'es').body).toBe('Troqueles [Norte] te envió una cotización: Soportes. Tiempo de entrega: 12 días.')
    // Stored before the parameters existed: the old text, nothing left as {amount}.
    expect(renderNotificationText(quote({}), 'en').body).toBe('Troqueles [Norte] sent you a quote: Soportes.')
    expect(formatNotificationAmount(1234567.5, 'USD')).toBe('USD 1,234,567.50')
  })
})
