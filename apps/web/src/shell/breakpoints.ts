import { breakpoints } from '@repo/ui'

/** Where the full header navigation fits; below it the burger menu and the mobile bar take over. */
const desktopWidth = breakpoints.lg / 16

export const desktop = `@media (min-width: ${desktopWidth}em)`
export const belowDesktop = `@media (max-width: ${desktopWidth - 0.001}em)`
