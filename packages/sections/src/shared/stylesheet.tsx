import { stylesheets } from '@repo/sections/stylesheets'

/**
 * A component's stylesheet (`<Name>.css` beside it, by its root class), inlined into the pages that
 * render the component: React hoists the `<style>` into the head, once per page (by `href`). So a
 * page carries the CSS of the section types it shows, not of all, and no stylesheet request holds
 * back its first paint. Create it once per module (`const styles = stylesheet(name)`) and
 * render it after the component's content, in its server-rendered part: React orders the
 * stylesheets as it meets them, so a component's rules come after those of the components inside
 * it (as with imports), which they may override.
 */
export function stylesheet(name: string) {
  const css = stylesheets[name]
  if (css === undefined) throw new Error(`No stylesheet "${name}" (scripts/build-stylesheets.mjs)`)
  return (
    <style href={name} precedence="sections">
      {css}
    </style>
  )
}
