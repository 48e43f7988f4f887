import { render, screen } from '@testing-library/react'
import { baseDeclarations } from '../test/css'
import { Button, buttonVariants } from './Button'

describe('Button', () => {
  it('renders a link with target and rel when given an href', () => {
    render(
      <Button href="https://app.example/register" target="_blank" rel="noopener noreferrer">
        Kostenlos registrieren
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Kostenlos registrieren' })
    expect(link).toHaveAttribute('href', 'https://app.example/register')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).not.toHaveAttribute('type')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('renders a type="button" button without an href', () => {
    render(<Button>Weiter</Button>)
    const button = screen.getByRole('button', { name: 'Weiter' })
    expect(button.tagName).toBe('BUTTON')
    expect(button).toHaveAttribute('type', 'button')
  })

  it('gives every variant its own look', () => {
    render(
      <>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </>,
    )
    const styles = Object.fromEntries(
      buttonVariants.map((variant) => [
        variant,
        baseDeclarations(screen.getByRole('button', { name: variant })),
      ]),
    )
    expect(new Set(Object.values(styles)).size).toBe(buttonVariants.length)
    expect(styles.default).toContain('background:var(--color-primary)')
    expect(styles.destructive).toContain('background:var(--color-destructive)')
    expect(styles.outline).toContain('border-color:var(--color-border-strong)')
    expect(styles.secondary).toContain('background:var(--color-secondary)')
    expect(styles.ghost).toContain('background:transparent')
    expect(styles.link).toContain('text-decoration:underline')
  })

  it('gives sizes different dimensions', () => {
    render(
      <>
        <Button size="sm">klein</Button>
        <Button size="lg">groß</Button>
        <Button size="icon" aria-label="Menü" />
      </>,
    )
    expect(baseDeclarations(screen.getByRole('button', { name: 'klein' }))).toContain(
      'min-height:2.25rem',
    )
    expect(baseDeclarations(screen.getByRole('button', { name: 'groß' }))).toContain(
      'min-height:3.25rem',
    )
    const icon = baseDeclarations(screen.getByRole('button', { name: 'Menü' }))
    expect(icon).toContain('width:2.75rem')
    expect(icon).toContain('height:2.75rem')
  })

  it('keeps its styling props off the DOM', () => {
    render(
      <>
        <Button variant="outline" size="lg" fullWidth>
          Knopf
        </Button>
        <Button href="/preise" variant="link" size="sm">
          Preise
        </Button>
      </>,
    )
    expect(screen.getByRole('button').getAttributeNames().sort()).toEqual(['class', 'type'])
    expect(screen.getByRole('link').getAttributeNames().sort()).toEqual(['class', 'href'])
  })
})
