'use client'

import dynamic from 'next/dynamic'

/*
 * The sections' client islands, each loaded with the first section that renders it. The pages'
 * route reaches every section type, and every client module a route reaches directly ships in the
 * chunk all its pages load (the legal texts too); from here only these small loaders do.
 */
export const AgentSlides = dynamic(() =>
  import('./agentsCarousel/AgentSlides').then((island) => island.AgentSlides),
)
export const CarouselIsland = dynamic(() =>
  import('./shared/carousel/CarouselIsland').then((island) => island.CarouselIsland),
)
export const RoiCalculatorIsland = dynamic(() =>
  import('./roiCalculator/RoiCalculatorIsland').then((island) => island.RoiCalculatorIsland),
)
export const LoopingVideo = dynamic(() =>
  import('./productMedia/LoopingVideo').then((island) => island.LoopingVideo),
)
export const RoleNavLinks = dynamic(() =>
  import('./shared/RoleNavLinks').then((island) => island.RoleNavLinks),
)
