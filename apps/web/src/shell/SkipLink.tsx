import styled from 'styled-components'
import { tokens as t } from '@repo/ui'

// Off screen until focused: the first Tab on any page offers a jump past the header.
const Anchor = styled.a`
  position: fixed;
  inset-block-start: ${t.space[3]};
  inset-inline-start: ${t.space[3]};
  z-index: ${t.z.toast};
  padding: ${t.space[3]} ${t.space[4]};
  border-radius: ${t.radius.md};
  background: ${t.color.primary};
  color: ${t.color.primaryFg};
  font-weight: ${t.fontWeight.semibold};
  text-decoration: none;
  translate: 0 calc(-100% - ${t.space[16]});

  &:focus-visible {
    translate: 0 0;
    box-shadow: ${t.shadow.lg};
  }
`

export function SkipLink({ label, target }: { label: string | undefined; target: string }) {
  if (!label) return null
  return <Anchor href={`#${target}`}>{label}</Anchor>
}
