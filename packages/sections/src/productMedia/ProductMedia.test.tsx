import { createImageProps } from '@repo/content/images'
import { act, render, screen, within } from '@testing-library/react'
import { Hero } from '../hero/Hero'
import { HowItWorksSteps } from '../howItWorksSteps/HowItWorksSteps'
import {
  ctaTargetsFixture as targets,
  normalisedSection,
  previewSection,
} from '../testing/fixtures'
import { ProductMedia } from './ProductMedia'

const imageProps = createImageProps({ kind: 'embedded' })
// Shown only in the preview demo's drafts, with a placeholder screenshot.
const section = previewSection('unternehmen', 'productMediaSection')
const media = section.media!
const clip = { ...media, video: '/content-files/0123456789abcdef0123456789abcdef01234567.mp4' }

/** The visitor's motion setting, as `matchMedia` answers it, and a screen the media is on. */
function visitor({ reducedMotion }: { reducedMotion: boolean }) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('no-preference') ? !reducedMotion : reducedMotion,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia
  const observers: IntersectionObserverCallback[] = []
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    observers.push(callback)
    return { observe: jest.fn(), disconnect: jest.fn() }
  }) as unknown as typeof IntersectionObserver
  return {
    scrollIntoView: () =>
      act(() => {
        for (const callback of observers)
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          )
      }),
  }
}

const play = jest.fn(() => Promise.resolve())
const pause = jest.fn()
const { IntersectionObserver: distantObserver } = window

beforeEach(() => {
  play.mockClear()
  pause.mockClear()
  window.HTMLMediaElement.prototype.play = play
  window.HTMLMediaElement.prototype.pause = pause
})
afterEach(() => {
  window.IntersectionObserver = distantObserver
})

describe('ProductMedia', () => {
  it('shows the screenshot with its alt text and size, loaded lazily, under the heading', () => {
    render(<ProductMedia content={section} imageProps={imageProps} />)
    const region = screen.getByRole('region', { name: section.heading! })
    const image = within(region).getByRole('img', { name: media.image.alt! })
    expect(image).toHaveAttribute('width', '960')
    expect(image).toHaveAttribute('height', '600')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(within(region).getByText(media.caption!)).toBeInTheDocument()
    expect(region.querySelector('video')).toBeNull()
  })

  it('is left out without a screenshot, and renders nothing with a broken one', () => {
    expect(normalisedSection({ ...section, media: { ...media, image: null } })).toBeUndefined()
    const broken = {
      ...media,
      image: { ...media.image, asset: { ...media.image.asset, _ref: 'image-nope' } },
    }
    const { container } = render(
      <ProductMedia content={{ ...section, media: broken }} imageProps={imageProps} />,
    )
    expect(container.querySelector('img, video')).toBeNull()
  })

  it('plays a clip muted, looping, inline, with nothing loaded before it plays', () => {
    visitor({ reducedMotion: false })
    const { container } = render(
      <ProductMedia content={{ ...section, media: clip }} imageProps={imageProps} />,
    )
    const video = container.querySelector('video')!
    expect(video).toHaveAttribute('src', clip.video)
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute('loop')
    expect(video).toHaveAttribute('playsinline')
    expect(video).toHaveAttribute('preload', 'none')
    expect(video).toHaveAttribute('controls')
    expect(video).not.toHaveAttribute('autoplay')
    expect(video).toHaveAccessibleName(media.image.alt!)
    // The screenshot is its lazy poster beneath, silent for screen readers (the video is named).
    const poster = container.querySelector('img')!
    expect(poster).toHaveAttribute('alt', '')
    expect(poster).toHaveAttribute('loading', 'lazy')
    expect(video).toHaveAttribute('width', poster.getAttribute('width'))
  })

  it('starts the clip once it is on screen, for visitors who allow motion', () => {
    const screenOf = visitor({ reducedMotion: false })
    render(<ProductMedia content={{ ...section, media: clip }} imageProps={imageProps} />)
    expect(play).not.toHaveBeenCalled()
    screenOf.scrollIntoView()
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('never starts it for visitors who prefer reduced motion: poster and controls only', () => {
    const screenOf = visitor({ reducedMotion: true })
    const { container } = render(
      <ProductMedia content={{ ...section, media: clip }} imageProps={imageProps} />,
    )
    screenOf.scrollIntoView()
    expect(play).not.toHaveBeenCalled()
    expect(container.querySelector('video')).toHaveAttribute('controls')
  })

  it('refuses a video address that is not the site’s own or https', () => {
    const evil = { ...media, video: 'javascript:alert(1)' }
    const { container } = render(
      <ProductMedia content={{ ...section, media: evil }} imageProps={imageProps} />,
    )
    expect(container.querySelector('video')).toBeNull()
    expect(screen.getByRole('img', { name: media.image.alt! })).toBeInTheDocument()
  })
})

describe('product media in a hero and a step', () => {
  const hero = previewSection('unternehmen', 'heroSection')
  const steps = previewSection('unternehmen/so-funktionierts', 'howItWorksStepsSection')

  it('replaces the hero’s drawn product visual, loaded at once (first screen)', () => {
    const { container } = render(<Hero content={hero} targets={targets} imageProps={imageProps} />)
    expect(hero.media).not.toBeNull()
    expect(container.querySelector('.product-visual')).toBeNull()
    const image = screen.getByRole('img', { name: hero.media!.image.alt! })
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('width', '560')
  })

  it('leaves the hero its drawn visual when the media is broken', () => {
    const content = normalisedSection<'heroSection'>({ ...hero, media: { caption: 'x' } })!
    expect(content.media).toBeNull()
    const { container } = render(
      <Hero content={content} targets={targets} imageProps={imageProps} />,
    )
    expect(container.querySelector('.product-visual')).not.toBeNull()
  })

  it('replaces a step’s drawn scene, and leaves the other steps theirs', () => {
    const { container } = render(<HowItWorksSteps content={steps} imageProps={imageProps} />)
    const withMedia = steps.steps.filter((step) => step.media).length
    expect(withMedia).toBe(1)
    expect(container.querySelectorAll('li > .step-media img[loading="lazy"]')).toHaveLength(1)
    expect(container.querySelectorAll('.step-scene')).toHaveLength(steps.steps.length - 1)
  })
})
