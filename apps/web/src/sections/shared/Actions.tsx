import styled from 'styled-components'
import { Cluster, media } from '@repo/ui'

/** Buttons side by side where they fit; full-width and stacked on phones. */
export const Actions = styled(Cluster)`
  width: 100%;

  & > * {
    flex: 1 1 14rem;
  }

  ${media.sm} {
    & > * {
      flex: 0 0 auto;
    }
  }
`
