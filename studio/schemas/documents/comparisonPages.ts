import { BarChartIcon } from '@sanity/icons/BarChart'
import { definePage } from '../lib/page'

export const companyComparisonPage = definePage({
  name: 'companyComparisonPage',
  title: 'Vergleich & ROI-Rechner (Unternehmen)',
  icon: BarChartIcon,
  sections: [
    { name: 'hero', title: 'Hero', type: 'heroSection' },
    { name: 'roiCalculator', title: 'ROI-Rechner', type: 'roiCalculatorSection' },
    { name: 'timeToHire', title: 'Time-to-Hire', type: 'timeToHireSection' },
    { name: 'metrics', title: 'Kennzahlen', type: 'metricsTableSection' },
    { name: 'finalCta', title: 'Abschluss-Aufruf', type: 'finalCtaSection' },
  ],
})

export const talentComparisonPage = definePage({
  name: 'talentComparisonPage',
  title: 'Vergleich (Talente)',
  icon: BarChartIcon,
  sections: [
    { name: 'hero', title: 'Hero', type: 'heroSection' },
    { name: 'methods', title: 'Wege zum Job', type: 'talentMethodsSection' },
    { name: 'finalCta', title: 'Abschluss-Aufruf', type: 'finalCtaSection' },
  ],
})
