import { LegalDocument } from '../components/legal-document'

/** /term-conditions */
export function TermsPage() {
  return <LegalDocument document="terms" />
}
