import { Container } from '@repo/ui'
import { newTabProps } from '@repo/sections/lib/href'
import { viewBasePath, type View } from '@/lib/view'
import { BrandLink } from './BrandLink'
import { CurrentPageLink } from './islands'
import { footerLink } from './navigation'
import type { SiteSettings } from '@/content/settings'

interface FooterProps {
  settings: SiteSettings
  view: View
}

/**
 * Link columns from the settings, in the editors' order; a link's `talentLink` applies in the
 * talent view, and the link to the page the visitor is on is marked.
 */
export function Footer({ settings, view }: FooterProps) {
  const footer = settings.footer
  const brandName = settings.brandName
  const copyright = footer?.copyright.replaceAll('{year}', String(new Date().getFullYear()))

  return (
    <footer className="footer">
      <Container>
        <div className="columns">
          <div className="brand">
            {brandName && <BrandLink name={brandName} href={viewBasePath[view]} />}
            {footer && <p>{footer.tagline}</p>}
          </div>
          {footer?.columns.map((column, index) => {
            const titleId = `footer-column-${index}`
            const links = column.links.flatMap((link) => {
              const target = footerLink(link, view)
              return target ? [{ label: link.label, target }] : []
            })
            if (links.length === 0) return null
            return (
              <div key={index}>
                <h2 id={titleId}>{column.title}</h2>
                <ul role="list" aria-labelledby={titleId}>
                  {links.map(({ label, target }, position) => (
                    <li key={position}>
                      <CurrentPageLink href={target.href} {...(target.external && newTabProps)}>
                        {label}
                      </CurrentPageLink>
                    </li>
                  ))}
                </ul>
              </div>
            )
          })}
        </div>
        {copyright && <p className="copyright">{copyright}</p>}
      </Container>
    </footer>
  )
}
