/**
 * Loads the ALTCHA web component the CSP-friendly way: `altcha/external` ships no inline
 * <style> and no blob: workers, so the stylesheet is imported here and each proof-of-work
 * algorithm gets a worker that Vite emits as its own same-origin file (`script-src 'self'`
 * covers it; no `worker-src blob:` needed).
 */
import 'altcha/external'
import 'altcha/altcha.css'
import './altcha-overrides.css'
// English ships with the widget; Latin American Spanish is the closest to our audience.
import 'altcha/i18n/es-419'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import ShaWorker from 'altcha/workers/sha?worker'

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'] as const) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker())
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'] as const) {
  $altcha.algorithms.set(algorithm, () => new ShaWorker())
}
