import { Container } from '@repo/ui'
import { newTabProps } from '@repo/sections/lib/href'
import { viewBasePath, type View } from '@/lib/view'
import { BrandLink } from './BrandLink'
import { footerLink } from './navigation'
import type { SiteSettings } from './settings'
import { list, text } from '@repo/sections/lib/text'

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
    <footer className="footer">
      <Container>
        <div className="columns">
          <div className="brand">
            {brandName && <BrandLink name={brandName} href={viewBasePath[view]} />}
            {tagline && <p>{tagline}</p>}
          </div>
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
        </div>
        {copyright && <p className="copyright">{copyright}</p>}
      </Container>
    </footer>
  )
}
