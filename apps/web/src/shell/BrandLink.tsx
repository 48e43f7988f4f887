/**
 * The link's accessible name: the screen-reader label, starting with the visible brand name when
 * the label does not already carry it (the name a voice user says must be in it, said once).
 */
const accessibleName = (name: string, label?: string) =>
  !label || label.includes(name) ? label : `${name}: ${label}`

/** The brand name with its mark, linking to the current view's landing page. */
export function BrandLink({ name, href, label }: { name: string; href: string; label?: string }) {
  return (
    <a className="brand-link" href={href} aria-label={accessibleName(name, label)}>
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <rect className="mark-bg" width="32" height="32" rx="9" />
        <rect className="mark-back" x="7" y="10" width="12" height="15" rx="3" />
        <rect x="12" y="7" width="13" height="16" rx="3" />
        <path className="mark-check" d="m15.5 15.2 2.2 2.2 4.3-4.4" />
      </svg>
      {name}
    </a>
  )
}
