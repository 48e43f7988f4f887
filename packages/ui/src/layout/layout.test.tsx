import { render, screen } from '@testing-library/react'
import { Heading, Text } from '../typography/Typography'
import { baseDeclarations } from '../test/css'
import { Container } from './Container'
import { Section } from './Section'
import { SectionHeader } from './SectionHeader'
import { Cluster } from './Cluster'

describe('Section and SectionHeader', () => {
  it('form a named region with the heading at the requested level', () => {
    render(
      <Section id="preise" aria-labelledby="preise-heading" tone="muted">
        <SectionHeader
          eyebrow="Preise"
          heading="Faire Pakete"
          headingId="preise-heading"
          level={2}
          lead="Monatlich kündbar."
        />
      </Section>,
    )
    const region = screen.getByRole('region', { name: 'Faire Pakete' })
    expect(region).toHaveAttribute('id', 'preise')
    expect(screen.getByRole('heading', { level: 2, name: 'Faire Pakete' })).toBeInTheDocument()
    expect(screen.getByText('Preise')).toBeInTheDocument()
    expect(screen.getByText('Monatlich kündbar.')).toBeInTheDocument()
  })

  it('turns the dark tone into dark colour roles for everything inside', () => {
    render(
      <Section aria-label="Start" tone="dark">
        <Text>Hallo</Text>
      </Section>,
    )
    const css = baseDeclarations(screen.getByRole('region', { name: 'Start' }))
    expect(css).toContain('--color-bg:#0b0a1f')
    expect(css).toContain('--color-fg:#f5f4ff')
    expect(css).toContain('background-color:var(--color-bg)')
  })

  it('omits the optional header parts', () => {
    render(<SectionHeader heading="Nur Titel" level={3} />)
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Nur Titel')
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument()
  })
})

describe('layout primitives', () => {
  it('render the requested element and keep styling props off the DOM', () => {
    render(
      <Container size="narrow" data-testid="container">
        <Cluster as="ul" gap={2} justify="between" role="list" data-testid="cluster">
          <li>eins</li>
        </Cluster>
        <Heading level={3} size="2xl" align="center">
          Titel
        </Heading>
        <Text size="lg" tone="muted" weight="semibold">
          Text
        </Text>
      </Container>,
    )
    expect(screen.getByRole('list').tagName).toBe('UL')
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument()

    const styled = [
      ...['container', 'cluster'].map((id) => screen.getByTestId(id)),
      screen.getByRole('heading'),
      screen.getByText('Text'),
    ]
    const allowed = new Set(['class', 'data-testid', 'role'])
    for (const element of styled) {
      expect(element.getAttributeNames().filter((name) => !allowed.has(name))).toEqual([])
    }
  })

  it('apply the token the prop names', () => {
    render(<Cluster gap={6} justify="between" data-testid="cluster" />)
    const css = baseDeclarations(screen.getByTestId('cluster'))
    expect(css).toContain('gap:var(--space-6)')
    expect(css).toContain('justify-content:space-between')
  })
})
