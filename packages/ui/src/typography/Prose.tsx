import styled from 'styled-components'
import { tokens as t } from '../tokens'

/**
 * Long-form text (portable text: legal pages, guides). Spacing comes from margins on the elements
 * themselves, not sibling selectors, so inline RSC style tags between children change nothing.
 */
export const Prose = styled.div`
  max-width: 44rem;
  color: ${t.color.fg};
  font-size: ${t.fontSize.base};
  line-height: 1.7;

  & :where(h2) {
    margin: 2.5em 0 0.75em;
    font-size: ${t.fontSize['2xl']};
    line-height: 1.25;
    letter-spacing: ${t.letterSpacing.tight};
  }
  & :where(h3) {
    margin: 2em 0 0.5em;
    font-size: ${t.fontSize.xl};
    line-height: 1.3;
  }
  & :where(p, ul, ol, blockquote) {
    margin: 0 0 1.1em;
  }
  & :where(ul, ol) {
    padding-inline-start: 1.4em;
  }
  & :where(li) {
    margin-block: 0.35em;
    padding-inline-start: 0.2em;
  }
  & :where(li)::marker {
    color: ${t.color.primary};
  }
  & :where(a) {
    color: ${t.color.link};
    text-decoration-thickness: 0.08em;
    text-underline-offset: 0.18em;
  }
  & :where(strong) {
    font-weight: ${t.fontWeight.semibold};
  }
  & :where(blockquote) {
    padding-inline-start: 1em;
    border-inline-start: 3px solid ${t.color.primary};
    color: ${t.color.fgMuted};
  }
  /* The first content element, skipping RSC style tags. */
  & > :where(:nth-child(1 of :not(style))) {
    margin-block-start: 0;
  }
`
