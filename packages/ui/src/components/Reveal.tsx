import styled, { keyframes } from 'styled-components'
import type { BoxProps } from '../types'

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(1.5rem) scale(0.985);
  }
  to {
    opacity: 1;
    transform: none;
  }
`

/*
 * Scroll-driven (no JS). The hidden start state exists only inside both conditions, so browsers
 * without view timelines, users who prefer reduced motion and no-JS visitors see everything.
 * `animation-timeline` must follow the `animation` shorthand, which would reset it.
 */
const RevealRoot = styled.div`
  @supports (animation-timeline: view()) {
    @media (prefers-reduced-motion: no-preference) {
      animation: ${rise} linear both;
      animation-timeline: view();
      animation-range: entry 5% entry 75%;
    }
  }
`

export type RevealProps = BoxProps

/** Animates its children in as they scroll into view. */
export function Reveal(props: RevealProps) {
  return <RevealRoot {...props} />
}
