import { paths } from '../../../config/paths'
import { AudienceLanding } from '../components/audience-landing'

/** /supplier: landing page for suppliers. */
export function SupplierPage() {
  return <AudienceLanding audience="supplier" primaryTo={paths.signup} secondaryTo={paths.requirements} />
}
