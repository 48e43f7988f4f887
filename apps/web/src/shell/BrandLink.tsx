import styled from 'styled-components'
import { tokens as t } from '@repo/ui'

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  min-height: 2.75rem;
  color: ${t.color.fg};
  font-size: 1.1875rem;
  font-weight: ${t.fontWeight.bold};
  letter-spacing: ${t.letterSpacing.tight};
  text-decoration: none;
  white-space: nowrap;
`

// Colours come from the tokens through CSS: presentation attributes cannot read custom properties.
const Mark = styled.svg`
  flex: none;
  width: 2rem;
  height: 2rem;
  fill: ${t.color.primaryFg};
  .mark-bg {
    fill: ${t.color.primary};
  }
  .mark-back {
    opacity: 0.45;
  }
  .mark-check {
    fill: none;
    stroke: ${t.color.primary};
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`

/** The brand name with its mark, linking to the current view's landing page. */
export function BrandLink({ name, href, label }: { name: string; href: string; label?: string }) {
  return (
    <Anchor href={href} aria-label={label ? `${name}: ${label}` : undefined}>
      <Mark viewBox="0 0 32 32" aria-hidden="true">
        <rect className="mark-bg" width="32" height="32" rx="9" />
        <rect className="mark-back" x="7" y="10" width="12" height="15" rx="3" />
        <rect x="12" y="7" width="13" height="16" rx="3" />
        <path className="mark-check" d="m15.5 15.2 2.2 2.2 4.3-4.4" />
      </Mark>
      {name}
    </Anchor>
  )
}
