import styled from 'styled-components'
import { Button, Container, tokens as t } from '@repo/ui'
import { viewBasePath, type View } from '@/lib/view'
import { NotFoundLogger } from './NotFoundLogger'
import type { SiteSettings } from './settings'
import { text } from './text'

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${t.space[4]};
  padding-block: ${t.size.sectionY};
  text-align: center;
`

const Heading = styled.h1`
  color: ${t.color.primary};
  font-size: ${t.fontSize['5xl']};
  letter-spacing: ${t.letterSpacing.tighter};
  line-height: ${t.lineHeight.tight};
`

const Text = styled.p`
  color: ${t.color.fgMuted};
  font-size: ${t.fontSize.xl};
`

interface NotFoundViewProps {
  settings: SiteSettings | null
  view: View
}

/** The 404 content (all copy from the settings) and the console log of the requested path. */
export function NotFoundView({ settings, view }: NotFoundViewProps) {
  const copy = settings?.notFound
  const heading = text(copy?.heading)
  const message = text(copy?.text)
  const homeLabel = text(copy?.homeLabel)
  return (
    <Container>
      <Wrapper>
        <NotFoundLogger />
        {heading && <Heading>{heading}</Heading>}
        {message && <Text>{message}</Text>}
        {homeLabel && (
          <Button href={viewBasePath[view]} size="lg">
            {homeLabel}
          </Button>
        )}
      </Wrapper>
    </Container>
  )
}
