/** GROQ projection of a `cta` object; reuse it wherever a section renders a CtaButton. */
export const ctaFields = /* groq */ `label, action, href`
