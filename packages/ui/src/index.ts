export * from './tokens'
export { globalCss } from './global'
export { cx } from './classes'
export type { BoxProps, BoxTag } from './types'

export * from './components/Button'
export * from './components/Reveal'
export * from './components/VisuallyHidden'

export * from './layout/Container'
export * from './layout/Section'
export * from './layout/SectionHeader'
export * from './layout/Cluster'

export * from './typography/Typography'
export * from './typography/Prose'

export * from './icons/names'
export * from './icons/Icon'
