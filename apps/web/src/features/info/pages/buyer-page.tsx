import { paths } from '../../../config/paths'
import { AudienceLanding } from '../components/audience-landing'

/** /buyer: landing page for buyers. */
export function BuyerPage() {
  return <AudienceLanding audience="buyer" primaryTo={paths.signup} secondaryTo={paths.searchResult()} />
}
