import { createImageProps } from '@repo/content/images'
import { render, screen, within } from '@testing-library/react'
import { normalisedSection, previewSection } from '../testing/fixtures'
import { LogoCloud } from './LogoCloud'

const imageProps = createImageProps({ kind: 'embedded' })
// Shown only in the preview demo's drafts: the bundled production content names no customers.
const cloud = previewSection('unternehmen', 'logoCloudSection')

describe('LogoCloud', () => {
  it('shows every logo under its heading, named by its company, sized from the file', () => {
    render(<LogoCloud content={cloud} imageProps={imageProps} />)
    const region = screen.getByRole('region', { name: cloud.heading! })
    const logos = within(region).getAllByRole('img')
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(
      cloud.logos.map((item) => item.name),
    )
    expect(cloud.logos[0]!.name).toBe('Beispielkunde GmbH')
    for (const logo of logos) {
      expect(logo).toHaveAttribute('src', expect.stringMatching(/^\/content-images\/.+\.svg$/))
      expect(logo).toHaveAttribute('width', '160')
      expect(logo).toHaveAttribute('height', String(Math.round((160 * 64) / 240)))
      expect(logo).toHaveAttribute('loading', 'lazy')
    }
  })

  it('links a logo to the company’s website in a new tab, the others not', () => {
    render(<LogoCloud content={cloud} imageProps={imageProps} />)
    const link = screen.getByRole('link', { name: 'Beispielkunde GmbH' })
    expect(link).toHaveAttribute('href', cloud.logos[0]!.url)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('drops a logo without a name or picture, refuses an unsafe link, keeps the rest', () => {
    const [first, second, ...rest] = cloud.logos
    const content = normalisedSection<'logoCloudSection'>({
      ...cloud,
      logos: [
        { ...first, url: 'javascript:alert(1)' },
        { ...second, name: null },
        { _key: 'x', name: 'Ohne Logo', logo: { asset: { _ref: 'image-broken' } } },
        ...rest,
      ],
    })!
    render(<LogoCloud content={content} imageProps={imageProps} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getAllByRole('img')).toHaveLength(cloud.logos.length - 1)
    expect(screen.queryByAltText('Ohne Logo')).not.toBeInTheDocument()
  })

  it('works without a heading, and renders nothing without a usable logo', () => {
    const { container, rerender } = render(
      <LogoCloud content={{ ...cloud, heading: null }} imageProps={imageProps} />,
    )
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.getAllByRole('img')).toHaveLength(cloud.logos.length)
    rerender(<LogoCloud content={{ ...cloud, logos: [] }} imageProps={imageProps} />)
    expect(container).toBeEmptyDOMElement()
  })
})
