import { css } from 'styled-components'
import { tokens as t } from '@repo/ui'

/** The look of a header link; shared by links and the Resources menu trigger. */
export const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[1]};
  min-height: 2.5rem;
  padding: ${t.space[2]} ${t.space[3]};
  border: 0;
  border-radius: ${t.radius.sm};
  background: transparent;
  color: ${t.color.fgMuted};
  font-size: 0.9375rem;
  font-weight: ${t.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;
  transition:
    color ${t.duration.fast} ease,
    background-color ${t.duration.fast} ease;

  &:hover {
    color: ${t.color.fg};
    background: ${t.color.bgMuted};
  }
`
