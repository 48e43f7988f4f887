import { stylesheet } from '../shared/stylesheet'
import type { CSSProperties } from 'react'
import { Heading, Text } from '@repo/ui'
import { formatPercent } from '../lib/format'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('funnel')

/** A bar's width and gradient stops for its position in the funnel. */
function barStyle(index: number, narrowing: number): CSSProperties {
  const step = Math.min(index, 3)
  return {
    '--bar-width': `${100 - index * narrowing}%`,
    '--bar-from': `${100 - step * 22}%`,
    '--bar-to': `${78 - step * 22}%`,
  } as CSSProperties
}

interface FunnelProps {
  content: SectionOf<'funnelSection'>
}

/** The four filter stages from all profiles to fully matched candidates. */
export function Funnel({ content }: FunnelProps) {
  const { stages } = content
  if (stages.length === 0) return null
  const narrowing = stages.length > 1 ? 55 / (stages.length - 1) : 0

  return (
    <LandingSection id="trichter" intro={content}>
      <ol className="funnel">
        {stages.map((stage, index) => (
          <li key={index}>
            <div className="funnel-bar" style={barStyle(index, narrowing)}>
              <p>{formatPercent(stage.percent)}</p>
            </div>
            <div className="funnel-copy">
              <Heading level={3} size="lg">
                {hyphenate(stage.label)}
              </Heading>
              <Text size="sm" tone="muted">
                {stage.text}
              </Text>
            </div>
          </li>
        ))}
      </ol>
      {styles}
    </LandingSection>
  )
}
