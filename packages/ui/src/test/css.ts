/** The CSS styled-components injected into the document (jsdom, non-speedy mode). */
export function injectedCss() {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n')
}

/** Bodies of the rules whose selector starts with one of the element's classes. */
export function rulesFor(element: Element) {
  const css = injectedCss()
  return Array.from(element.classList)
    .flatMap((cls) =>
      Array.from(css.matchAll(new RegExp(`\\.${cls}(?![\\w-])([^{]*)\\{([^}]*)\\}`, 'g'))),
    )
    .map(([, selectorRest, body]) => ({ selector: selectorRest?.trim() ?? '', body: body ?? '' }))
}

/** Declarations of the element's own rules (no pseudo-classes, not inside at-rules). */
export function baseDeclarations(element: Element) {
  return rulesFor(element)
    .filter((rule) => rule.selector === '')
    .map((rule) => rule.body)
    .join(';')
}
