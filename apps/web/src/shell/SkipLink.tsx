export function SkipLink({ label, target }: { label: string | null; target: string }) {
  if (!label) return null
  return (
    <a className="skip-link" href={`#${target}`}>
      {label}
    </a>
  )
}
