import type { Metadata, ResolvingMetadata } from 'next'
import { HowItWorksScreen, howItWorksMetadata } from '@/screens/HowItWorksScreen'

export function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  return howItWorksMetadata('talent', parent)
}

/** `/talente/so-funktionierts`: how it works, talent wording (ISR). */
export default function TalentHowItWorksPage() {
  return <HowItWorksScreen view="talent" />
}
