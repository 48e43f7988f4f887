import styled from 'styled-components'

/** Hidden on screen, read by screen readers (same rules as the global `.ui-visually-hidden`). */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`
