import type { SectionRender } from '../render'
import { MetricsTable } from './MetricsTable'

export const metricsTableSection: SectionRender<'metricsTableSection'> = (section) => (
  <MetricsTable content={section} />
)
