/**
 * Monogram logos for the sample companies as SVG: the company's initials on a coloured tile
 * with a simple geometric motif. `variant` (the job's position) picks colours and motif, so
 * neighbouring logos differ and the same dataset always gives the same logos.
 */

/** [tile, motif, letters]: contrast of letters on tile ≥ 4.5:1. */
const PALETTES = [
  ['#1e3a8a', '#3b5cc4', '#ffffff'],
  ['#14532d', '#1f7a45', '#ffffff'],
  ['#7c2d12', '#b4531f', '#ffffff'],
  ['#4b3ae0', '#6f62f5', '#ffffff'],
  ['#0f766e', '#14a395', '#ffffff'],
  ['#9d174d', '#c9306f', '#ffffff'],
  ['#1f2937', '#3f4b5e', '#ffffff'],
  ['#ffb547', '#ffd08a', '#2a1600'],
  ['#e0f2fe', '#bae6fd', '#0c4a6e'],
]

const MOTIFS = [
  // quarter circle in the top right corner
  (c) => `<path d="M160 0v96A96 96 0 0 1 64 0z" fill="${c}"/>`,
  // ring behind the letters
  (c) => `<circle cx="80" cy="80" r="52" fill="none" stroke="${c}" stroke-width="14"/>`,
  // diagonal band
  (c) => `<path d="M0 118 118 0h42L0 160z" fill="${c}"/>`,
  // rising bars along the bottom
  (c) =>
    `<rect x="22" y="118" width="24" height="42" fill="${c}"/><rect x="54" y="104" width="24" height="56" fill="${c}"/><rect x="86" y="90" width="24" height="70" fill="${c}"/><rect x="118" y="76" width="24" height="84" fill="${c}"/>`,
  // wave across the lower half
  (c) => `<path d="M0 112c27-18 53-18 80 0s53 18 80 0v48H0z" fill="${c}"/>`,
]

/** Up to two initials: the first letters of the first two words („Nordwind Software“ → „NS“). */
export function initials(company) {
  return company
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('')
}

export function logoSvg(company, variant) {
  const [tile, motif, letters] = PALETTES[variant % PALETTES.length]
  const drawMotif = MOTIFS[variant % MOTIFS.length]
  const text = initials(company)
  const size = text.length > 1 ? 60 : 76
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<defs><clipPath id="tile"><rect width="160" height="160" rx="36"/></clipPath></defs>
<g clip-path="url(#tile)">
<rect width="160" height="160" fill="${tile}"/>
${drawMotif(motif)}
</g>
<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="Inter, 'Liberation Sans', 'DejaVu Sans', sans-serif" font-size="${size}" font-weight="800" letter-spacing="-1" fill="${letters}">${text}</text>
</svg>`
}
