import styled from 'styled-components'
import { Container, media, tokens as t } from '@repo/ui'
import { newTabProps } from '@/components/href'
import { viewBasePath, type View } from '@/lib/view'
import { BrandLink } from './BrandLink'
import { footerLink } from './navigation'
import type { SiteSettings } from './settings'
import { list, text } from './text'

const Root = styled.footer`
  padding-block: ${t.space[16]} ${t.space[8]};
  border-top: 1px solid ${t.color.border};
  background: ${t.color.bgMuted};
  color: ${t.color.fgMuted};
  font-size: ${t.fontSize.sm};
`

// Styles the plain column markup itself: one style tag for all columns, not one per link.
const Grid = styled.div`
  display: grid;
  gap: ${t.space[10]} ${t.space[8]};
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));

  ${media.lg} {
    grid-template-columns: minmax(16rem, 1.6fr) repeat(auto-fit, minmax(9rem, 1fr));
  }

  h2 {
    margin-block-end: ${t.space[3]};
    color: ${t.color.fg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.semibold};
  }
  ul {
    display: grid;
    gap: ${t.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: inline-block;
    padding-block: ${t.space[1]};
    color: inherit;
    text-decoration: none;
  }
  li a:hover {
    color: ${t.color.fg};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`

const Brand = styled.div`
  display: grid;
  align-content: start;
  gap: ${t.space[3]};
  grid-column: 1 / -1;
  max-width: 22rem;

  ${media.lg} {
    grid-column: auto;
  }
`

const Bottom = styled.p`
  margin-block-start: ${t.space[12]};
  padding-block-start: ${t.space[6]};
  border-top: 1px solid ${t.color.border};
  font-size: ${t.fontSize.xs};
`

interface FooterProps {
  settings: SiteSettings
  view: View
}

/** Link columns from the settings; a link's `talentHref` applies in the talent view. */
export function Footer({ settings, view }: FooterProps) {
  const footer = settings.footer
  const brandName = text(settings.brandName)
  const tagline = text(footer?.tagline)
  const copyright = text(footer?.copyright)?.replaceAll('{year}', String(new Date().getFullYear()))

  return (
    <Root>
      <Container>
        <Grid>
          <Brand>
            {brandName && <BrandLink name={brandName} href={viewBasePath[view]} />}
            {tagline && <p>{tagline}</p>}
          </Brand>
          {list(footer?.columns).map((column, index) => {
            const title = text(column?.title)
            const titleId = `footer-column-${index}`
            const links = list(column?.links).flatMap((link) => {
              const label = text(link?.label)
              const target = link && footerLink(link, view)
              return label && target ? [{ key: link._key, label, target }] : []
            })
            if (links.length === 0) return null
            return (
              <div key={column._key}>
                {title && <h2 id={titleId}>{title}</h2>}
                <ul role="list" aria-labelledby={title ? titleId : undefined}>
                  {links.map(({ key, label, target }) => (
                    <li key={key}>
                      <a href={target.href} {...(target.external ? newTabProps : {})}>
                        {label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )
          })}
        </Grid>
        {copyright && <Bottom>{copyright}</Bottom>}
      </Container>
    </Root>
  )
}
