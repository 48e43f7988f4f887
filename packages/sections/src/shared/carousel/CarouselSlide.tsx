import type { ReactNode } from 'react'

interface CarouselSlideProps {
  /** The slide's accessible name. */
  label: string | undefined
  children: ReactNode
}

/**
 * One slide: a named group, as keen-slider expects it (plain element, class `keen-slider__slide`).
 * No directive and no imports: server sections and client slide lists render it alike.
 */
export function CarouselSlide({ label, children }: CarouselSlideProps) {
  return (
    <div className="keen-slider__slide" role="group" aria-label={label}>
      {children}
    </div>
  )
}
