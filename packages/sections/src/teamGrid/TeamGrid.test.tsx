import { createImageProps } from '@repo/content/images'
import { render, screen, within } from '@testing-library/react'
import { normalisedSection, previewSection } from '../testing/fixtures'
import { TeamGrid } from './TeamGrid'

const imageProps = createImageProps({ kind: 'embedded' })
const team = previewSection('unternehmen', 'teamGridSection')

describe('TeamGrid', () => {
  it('lists each member with photo, name and role under the heading', () => {
    render(<TeamGrid content={team} imageProps={imageProps} />)
    const region = screen.getByRole('region', { name: team.heading })
    const members = within(region).getAllByRole('listitem')
    expect(members).toHaveLength(team.members.length)
    members.forEach((member, index) => {
      const { name, role } = team.members[index]!
      expect(within(member).getByText(name)).toBeInTheDocument()
      expect(within(member).getByText(role)).toBeInTheDocument()
    })
    const photo = members[0]!.querySelector('img')!
    expect(photo).toHaveAttribute('src', expect.stringMatching(/^\/content-images\//))
    expect(photo).toHaveAttribute('width', '160')
    expect(photo).toHaveAttribute('height', '160')
    // The name is printed beneath: the photo is not announced a second time.
    expect(photo).toHaveAttribute('alt', '')
  })

  it('keeps a member without a photo, in an empty tile of the same size', () => {
    const { container } = render(<TeamGrid content={team} imageProps={imageProps} />)
    const withoutPhoto = team.members.filter((member) => !member.photo)
    expect(withoutPhoto.length).toBeGreaterThan(0)
    expect(container.querySelectorAll('.no-photo')).toHaveLength(withoutPhoto.length)
  })

  it('drops a member without a name and keeps the others', () => {
    const content = normalisedSection<'teamGridSection'>({
      ...team,
      members: [...team.members, { _key: 'x', name: null, role: 'Ohne Namen' }],
    })!
    render(<TeamGrid content={content} imageProps={imageProps} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(team.members.length)
    expect(screen.queryByText('Ohne Namen')).not.toBeInTheDocument()
  })

  it('is left out without a heading, and renders nothing without members', () => {
    expect(normalisedSection({ ...team, heading: null })).toBeUndefined()
    const { container } = render(
      <TeamGrid content={{ ...team, members: [] }} imageProps={imageProps} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
