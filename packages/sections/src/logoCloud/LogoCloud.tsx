import type { ImagePropsFor } from '@repo/content/images'
import { Section } from '@repo/ui'
import { newTabProps, safeLink } from '../lib/href'
import { anchor, bandTone } from '../props'
import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'

const styles = stylesheet('logo-cloud')

/** A logo is drawn at most this wide (CSS px); its height follows from the file. */
const LOGO_WIDTH = 160

interface LogoCloudProps {
  content: SectionOf<'logoCloudSection'>
  imageProps: ImagePropsFor
}

/** A row of customer logos, each named by its company, linked to its website where set. */
export function LogoCloud({ content, imageProps }: LogoCloudProps) {
  const id = anchor(content, 'kunden')
  const logos = content.logos.flatMap((item) => {
    const image = imageProps(item.logo, { width: LOGO_WIDTH })
    return image ? [{ ...item, image, link: safeLink(item.url) }] : []
  })
  if (logos.length === 0) return null
  const { heading } = content

  return (
    <Section
      id={id}
      tone={bandTone(content)}
      aria-labelledby={heading ? `${id}-heading` : undefined}
    >
      <div className="logo-cloud">
        {heading ? <h2 id={`${id}-heading`}>{heading}</h2> : null}
        <ul>
          {logos.map(({ name, image, link }, index) => {
            const logo = <img {...image} alt={name} loading="lazy" decoding="async" />
            return (
              <li key={index}>
                {link?.external ? (
                  <a href={link.href} {...newTabProps}>
                    {logo}
                  </a>
                ) : (
                  logo
                )}
              </li>
            )
          })}
        </ul>
      </div>
      {styles}
    </Section>
  )
}
