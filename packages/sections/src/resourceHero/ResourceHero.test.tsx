import { render, screen } from '@testing-library/react'
import { interviewQuestionsFixture, jobDescriptionFixture } from '../testing/resources.fixture'
import { normalisedSection } from '../testing/fixtures'
import { ResourceHero } from './ResourceHero'
import { asMatched } from '../testing/text'

const targets = {
  appLoginUrl: 'https://app.salesswipe.example/login',
  appRegisterUrl: 'https://app.salesswipe.example/register',
  actions: {
    demoCall: 'https://termine.salesswipe.example/demo-call',
    consultation: 'https://termine.salesswipe.example/beratung',
    templateDownload: {
      url: 'https://cdn.sanity.io/files/abc/production/0a1b.pdf',
      fileName: 'interview-vorlage.pdf',
      mimeType: 'application/pdf',
    },
    application: 'mailto:karriere@salesswipe.example',
  },
}

describe('ResourceHero', () => {
  it('renders the page’s h1 in a region named by it, with eyebrow and lead', () => {
    const hero = jobDescriptionFixture.hero
    render(<ResourceHero content={hero} targets={targets} />)
    const h1 = screen.getByRole('heading', { level: 1 })
    expect(h1).toHaveTextContent(hero.heading)
    expect(screen.getByRole('region', { name: hero.heading })).toContainElement(h1)
    expect(screen.getByText('Jobbeschreibungen')).toBeInTheDocument()
    expect(screen.getByText(asMatched(hero.text))).toBeInTheDocument()
  })

  it('links the download button to the template from the site settings', () => {
    render(<ResourceHero content={interviewQuestionsFixture.hero} targets={targets} />)
    const button = screen.getByRole('link', { name: 'Interview-Vorlage herunterladen' })
    expect(button).toHaveAttribute(
      'href',
      `${targets.actions.templateDownload.url}?dl=interview-vorlage.pdf`,
    )
    expect(button).toHaveAttribute('download', 'interview-vorlage.pdf')
  })

  it('leaves out a button without a target, never a dead one', () => {
    const templateDownload = { url: null, fileName: null, mimeType: null }
    const actions = { ...targets.actions, templateDownload }
    render(
      <ResourceHero content={interviewQuestionsFixture.hero} targets={{ ...targets, actions }} />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('keeps the heading and lead without a button', () => {
    const hero = interviewQuestionsFixture.hero
    const content = normalisedSection<'resourceHeroSection'>({ ...hero, primaryCta: { label: 1 } })!
    render(<ResourceHero content={content} targets={targets} />)
    expect(screen.getByRole('heading', { level: 1, name: hero.heading })).toBeInTheDocument()
    expect(screen.getByText(asMatched(hero.text))).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it.each([
    ['no heading', { ...jobDescriptionFixture.hero, heading: ' ' }],
    ['no lead', { ...jobDescriptionFixture.hero, text: null }],
  ])('is left out with %s', (_case, content) => {
    expect(normalisedSection(content)).toBeUndefined()
  })
})
