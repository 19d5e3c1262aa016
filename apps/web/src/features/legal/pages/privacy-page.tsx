import { LegalDocument } from '../components/legal-document'

/** /privacy-notice */
export function PrivacyPage() {
  return <LegalDocument document="privacy" />
}
