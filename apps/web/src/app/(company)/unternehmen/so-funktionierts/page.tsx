import type { Metadata, ResolvingMetadata } from 'next'
import { HowItWorksScreen, howItWorksMetadata } from '@/screens/HowItWorksScreen'

export function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  return howItWorksMetadata('company', parent)
}

/** `/unternehmen/so-funktionierts`: how it works, company wording (ISR). */
export default function CompanyHowItWorksPage() {
  return <HowItWorksScreen view="company" />
}
