/**
 * Copy as Testing Library's text matchers read the page: they fold all white space, also the
 * no-break spaces of German typography (`24 h`, `68 %`, `7 Tagen`), into plain spaces, so a
 * string taken from the content must be folded the same way to be found.
 */
export const asMatched = (text: string) => text.replace(/\s+/g, ' ')
