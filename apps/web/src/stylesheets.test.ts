/**
 * The stylesheets of the app and of the section types (one per component, beside it) are plain
 * global CSS, so these rules keep them from leaking into each other: each file styles only below
 * its own root class, named after the file (`PlanCard.css` → `.plan-card`), no root class is reused
 * anywhere else, every custom property it reads exists, and each file is loaded once: the app's
 * through the site stylesheet or the component beside it, a section's rendered by a component
 * (`stylesheet('<root class>')`, which inlines it into the pages showing that component).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import postcss, { type ChildNode, type Container } from 'postcss'
import { globalCss } from '@repo/ui'

const srcDir = __dirname
const repoDir = path.resolve(srcDir, '../../..')
const sectionsDir = path.join(repoDir, 'packages/sections/src')
const siteStylesheet = path.join(srcDir, 'app/site.css')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

const stylesheets = [...filesUnder(srcDir), ...filesUnder(sectionsDir)]
  .filter((file) => file.endsWith('.css') && file !== siteStylesheet)
  .map((file) => {
    const name = path.basename(file, '.css')
    return {
      path: file,
      file: path.relative(repoDir, file),
      name,
      root: name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase(),
      ast: postcss.parse(readFileSync(file, 'utf8'), { from: file }),
    }
  })
const appStylesheets = stylesheets.filter((sheet) => sheet.path.startsWith(srcDir))
const sectionStylesheets = stylesheets.filter((sheet) => sheet.path.startsWith(sectionsDir))
const sectionSources = filesUnder(sectionsDir)
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => readFileSync(file, 'utf8'))

/** Splits a selector list at its top-level commas (not those inside `:is(…)` and the like). */
function selectorList(selector: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of selector) {
    if (char === '(') depth += 1
    if (char === ')') depth -= 1
    if (char === ',' && depth === 0) {
      parts.push(current.trim())
      current = ''
    } else current += char
  }
  return [...parts, current.trim()]
}

/** Top-level rules, also those inside top-level @media/@supports, with their selectors. */
function outerRules(container: Container<ChildNode>): { selector: string; line?: number }[] {
  return (container.nodes ?? []).flatMap((node) => {
    if (node.type === 'rule') return [{ selector: node.selector, line: node.source?.start?.line }]
    if (node.type === 'atrule' && node.nodes && !/keyframes$/.test(node.name)) {
      return outerRules(node)
    }
    return []
  })
}

const classesIn = (selector: string) =>
  Array.from(selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] ?? '')

const declaredProperties = new Set(
  Array.from(globalCss.matchAll(/(--[\w-]+)\s*:/g), (match) => match[1] ?? ''),
)
declaredProperties.add('--font-sans') // next/font/local sets it on <html> (app/fonts.ts)
// Radix sets it on the menu content (shell/ResourcesMenuRadix.tsx).
declaredProperties.add('--radix-dropdown-menu-content-transform-origin')
for (const sheet of stylesheets) {
  sheet.ast.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declaredProperties.add(decl.prop)
  })
}

describe('stylesheets', () => {
  it('exist (components are styled by them)', () => {
    expect(stylesheets.length).toBeGreaterThan(0)
  })

  it.each(stylesheets.map((sheet) => [sheet.file, sheet]))(
    '%s styles nothing outside its root class',
    (_file, sheet) => {
      const rootSelector = new RegExp(`^\\.${sheet.root}(?![\\w-])`)
      const outside = outerRules(sheet.ast).flatMap(({ selector, line }) =>
        selectorList(selector)
          .filter((part) => !rootSelector.test(part))
          .map((part) => `line ${line}: ${part}`),
      )
      expect(outside).toEqual([])

      const keyframes: string[] = []
      sheet.ast.walkAtRules(/keyframes$/, (rule) => {
        if (!rule.params.startsWith(`${sheet.root}-`)) keyframes.push(rule.params)
      })
      expect(keyframes).toEqual([])
    },
  )

  it('have root classes that no other stylesheet uses', () => {
    const roots = new Map(stylesheets.map((sheet) => [sheet.root, sheet.file]))
    expect(roots.size).toBe(stylesheets.length)
    const reused = stylesheets.flatMap((sheet) => {
      const found: string[] = []
      sheet.ast.walkRules((rule) => {
        for (const cls of classesIn(rule.selector)) {
          if (cls !== sheet.root && roots.has(cls)) {
            found.push(`${sheet.file}: .${cls} (root of ${roots.get(cls)})`)
          }
        }
      })
      return found
    })
    expect([...new Set(reused)]).toEqual([])
  })

  it('read only custom properties that are declared', () => {
    const unknown = stylesheets.flatMap((sheet) => {
      const found: string[] = []
      sheet.ast.walkDecls((decl) => {
        for (const [, name = ''] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) {
          if (!declaredProperties.has(name)) found.push(`${sheet.file}: ${name}`)
        }
      })
      return found
    })
    expect(unknown).toEqual([])
  })

  it('of the app are each loaded once, by the site stylesheet or the component beside it', () => {
    const bundled = Array.from(
      readFileSync(siteStylesheet, 'utf8').matchAll(/@import '(\.[^']+)';/g),
      (match) => path.resolve(path.dirname(siteStylesheet), match[1] ?? ''),
    )
    const importedByComponent = appStylesheets
      .filter((sheet) => {
        const component = sheet.path.replace(/\.css$/, '.tsx')
        return (
          existsSync(component) &&
          readFileSync(component, 'utf8').includes(`import './${sheet.name}.css'`)
        )
      })
      .map((sheet) => sheet.path)
    expect([...bundled, ...importedByComponent].sort()).toEqual(
      appStylesheets.map((sheet) => sheet.path).sort(),
    )
  })

  it.each(sectionStylesheets.map((sheet) => [sheet.file, sheet]))(
    '%s is rendered by one component',
    (_file, sheet) => {
      const renderers = sectionSources.filter((source) =>
        source.includes(`stylesheet('${sheet.root}')`),
      )
      expect(renderers).toHaveLength(1)
    },
  )
})
