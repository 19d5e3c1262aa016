import { LANGUAGES } from '@nexo/shared'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { MAIL_TEXTS, hoursText, mailText } from './index'

const parametersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the e-mail catalogues', () => {
  it('every language has every key of the English catalogue, and no other', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(MAIL_TEXTS[language]).sort(), language).toEqual(Object.keys(en).sort())
    }
  })

  it('each text has the same parameters in every language, and says something', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(MAIL_TEXTS[language])) {
        expect(parametersOf(text), `${language} ${key}`).toEqual(parametersOf(MAIL_TEXTS.en[key as keyof typeof en]))
        expect(text.trim(), `${language} ${key}`).not.toBe('')
      }
    }
  })
})

describe('mailText', () => {
  it('fills in the parameters, every time one appears, and leaves $ patterns alone', () => {
    expect(mailText('es', 'contact.introProduct', { sender: 'Luis', senderCompany: 'ACME', productTitle: 'M8 $&' })).toBe('Luis, de ACME, te escribió a través de Nexo sobre «M8 $&»:')
    expect(mailText('en', 'greeting', { firstName: 'Ana' })).toBe('Hello Ana,')
    expect(mailText('en', 'greetingNoName')).toBe('Hello,')
  })

  it('says hours in the singular for one', () => {
    expect([hoursText('en', 1), hoursText('en', 24), hoursText('es', 1), hoursText('es', 48)]).toEqual(['1 hour', '24 hours', '1 hora', '48 horas'])
  })
})
