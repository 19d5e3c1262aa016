import 'i18next'
import type { resources } from '../locales/resources'

// Typed keys: a missing or misspelt translation key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: (typeof resources)['en']
  }
}
