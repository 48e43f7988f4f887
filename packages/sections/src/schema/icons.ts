import { iconNames } from '@repo/ui/icon-names'

/**
 * Icons editors may pick: exactly the names the UI package can draw, so content never
 * references an icon the site cannot render.
 */
export const uiIconOptions = iconNames.map((name) => ({ title: name, value: name }))
