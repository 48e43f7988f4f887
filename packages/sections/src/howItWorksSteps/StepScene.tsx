import { stylesheet } from '../shared/stylesheet'
import { Icon, type IconName } from '@repo/ui'
import type { StepIllustration } from './illustrations'

const styles = stylesheet('step-scene')

/** The app element each scene centres on, drawn in the hero's product-visual language. */
const sceneIcons: Record<StepIllustration, IconName> = {
  profile: 'user',
  role: 'filter',
  suggestions: 'sparkles',
  swipe: 'heart',
  match: 'users',
  chat: 'message-circle',
  hire: 'check-circle',
}

/** A step's small app scene from shapes and an icon; decorative, as the step's text says it all. */
export function StepScene({ kind }: { kind: StepIllustration }) {
  return (
    <div className="step-scene" data-scene={kind} aria-hidden="true">
      <span className="scene-card">
        <span className="scene-line" />
        <span className="scene-line scene-line-short" />
      </span>
      <span className="scene-badge">
        <Icon name={sceneIcons[kind]} />
      </span>
      {styles}
    </div>
  )
}
