import { css } from 'styled-components'
import { media, tokens as t } from '@repo/ui'

/**
 * `.actions`: a row of buttons for a section's own styled root (same layout as `Actions`, without
 * a styled element of its own): side by side where they fit, full-width and stacked on phones.
 */
export const actionsStyles = css`
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[3]};
    width: 100%;
  }
  .actions > * {
    flex: 1 1 14rem;
  }
  ${media.sm} {
    .actions > * {
      flex: 0 0 auto;
    }
  }
`
