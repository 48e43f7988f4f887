/**
 * Illustrated avatar portraits as SVG, deterministic per seed. Features not fixed by the
 * caller's `look` are picked by a PRNG seeded from the string, so a document id always gives
 * the same portrait.
 */

const SKIN = [
  ['#f9dcc4', '#e8bfa2'],
  ['#f1c7a5', '#dba882'],
  ['#e4b48e', '#c9946d'],
  ['#d29b70', '#b57e55'],
  ['#b27a52', '#94613d'],
  ['#8d5a3b', '#72462c'],
  ['#6b4226', '#55331d'],
]

const HAIR = {
  black: '#1f1a17',
  darkBrown: '#3b2618',
  brown: '#6b4423',
  auburn: '#8c3b1e',
  blonde: '#d6a952',
  ash: '#a8916f',
  grey: '#9ca3af',
}

const BACKGROUNDS = [
  ['#dbeafe', '#93c5fd'],
  ['#ede9fe', '#c4b5fd'],
  ['#dcfce7', '#86efac'],
  ['#fef3c7', '#fcd34d'],
  ['#ffe4e6', '#fda4af'],
  ['#e0f2fe', '#7dd3fc'],
  ['#fae8ff', '#e879f9'],
  ['#ffedd5', '#fdba74'],
  ['#ccfbf1', '#5eead4'],
]

const SHIRTS = [
  '#1e3a8a',
  '#0f766e',
  '#7c3aed',
  '#be123c',
  '#334155',
  '#f8fafc',
  '#0369a1',
  '#15803d',
  '#9a3412',
  '#4338ca',
]

export const HAIR_STYLES = ['short', 'sidePart', 'curly', 'buzz', 'long', 'bob', 'bun', 'ponytail']
const NECKLINES = ['crew', 'vneck', 'blazer', 'collar']

/** Small, fast, seedable PRNG (mulberry32) over a 32-bit FNV-1a hash of the seed. */
function random(seed) {
  let state = 2166136261
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)]

function hairBack(style, color) {
  switch (style) {
    case 'long':
      return `<path d="M98 150C86 76 234 76 222 150L236 262C206 282 114 282 84 262Z" fill="${color}"/>`
    case 'bob':
      return `<path d="M96 150C88 74 232 74 224 150L230 214C214 226 106 226 90 214Z" fill="${color}"/>`
    case 'ponytail':
      return `<path d="M206 104C252 110 262 170 240 232C234 196 226 160 204 140Z" fill="${color}"/>`
    case 'bun':
      return `<circle cx="160" cy="70" r="28" fill="${color}"/>`
    default:
      return ''
  }
}

function hairFront(style, color, rand) {
  switch (style) {
    case 'short':
      return `<path d="M102 142C96 80 136 62 168 66C206 70 226 100 218 142C212 118 198 102 178 98C152 106 124 106 102 142Z" fill="${color}"/>`
    case 'sidePart':
      return `<path d="M102 146C94 84 130 62 166 64C208 66 228 98 218 146C214 120 206 106 194 100C170 112 130 96 112 118C106 126 104 134 102 146Z" fill="${color}"/>`
    case 'buzz':
      return `<path d="M106 130C106 86 132 74 160 74C190 74 214 86 214 130C200 104 182 96 160 96C138 96 120 104 106 130Z" fill="${color}" opacity="0.85"/>`
    case 'curly': {
      const curls = []
      for (let i = 0; i <= 10; i++) {
        const angle = Math.PI * (1.05 - i * 0.11)
        const x = 160 + Math.cos(angle) * 58
        const y = 128 - Math.sin(angle) * 58
        curls.push(
          `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(15 + rand() * 5).toFixed(1)}"/>`,
        )
      }
      return `<g fill="${color}"><path d="M104 132C104 84 132 68 160 68C188 68 216 84 216 132C200 108 182 100 160 100C138 100 120 108 104 132Z"/>${curls.join('')}</g>`
    }
    case 'long':
    case 'bob':
    case 'ponytail':
    case 'bun':
      return `<path d="M100 150C94 80 132 66 162 66C204 68 228 100 220 150C214 118 196 100 176 96C160 112 126 110 112 122C106 130 102 140 100 150Z" fill="${color}"/>`
    default:
      return ''
  }
}

function neckline(style, shirt, skin) {
  const [tone, shade] = skin
  switch (style) {
    case 'vneck':
      return `<path d="M134 234L160 282L186 234Z" fill="${shade}"/>`
    case 'blazer':
      return [
        `<path d="M124 234L160 318L196 234Z" fill="#f8fafc"/>`,
        `<path d="M136 234L160 272L184 234Z" fill="${shade}"/>`,
        `<path d="M124 238L150 300L138 320L104 262Z" fill="${shirt}" opacity="0.75"/>`,
        `<path d="M196 238L170 300L182 320L216 262Z" fill="${shirt}" opacity="0.75"/>`,
      ].join('')
    case 'collar':
      return [
        `<path d="M136 234L160 262L184 234Z" fill="${tone}"/>`,
        `<path d="M136 236L160 262L148 276L126 246Z" fill="#f8fafc"/>`,
        `<path d="M184 236L160 262L172 276L194 246Z" fill="#f8fafc"/>`,
      ].join('')
    default:
      return `<path d="M132 234Q160 266 188 234Z" fill="${shade}"/>`
  }
}

/**
 * @param {string} seed
 * @param {{hair?: string, hairColor?: keyof typeof HAIR, skin?: number, beard?: 'none'|'stubble'|'full', glasses?: boolean}} look
 */
export function avatarSvg(seed, look = {}) {
  const rand = random(seed)
  const skin = SKIN[look.skin ?? Math.floor(rand() * SKIN.length)]
  const hairStyle = look.hair ?? pick(rand, HAIR_STYLES)
  const hairColor = HAIR[look.hairColor ?? pick(rand, Object.keys(HAIR).slice(0, 6))]
  const [bgFrom, bgTo] = pick(rand, BACKGROUNDS)
  const shirt = pick(rand, SHIRTS)
  const neck = pick(rand, NECKLINES)
  const beard = look.beard ?? 'none'
  const glasses = look.glasses ?? rand() < 0.1
  const openSmile = rand() < 0.5
  const blobX = 40 + rand() * 240
  const blobY = 30 + rand() * 80
  const [tone, shade] = skin

  const beardPath =
    beard === 'none'
      ? ''
      : `<path d="M104 150C106 214 140 220 160 220C180 220 214 214 216 150C206 192 188 202 160 202C132 202 114 192 104 150Z" fill="${hairColor}" opacity="${beard === 'full' ? 0.92 : 0.3}"/>`
  const mouth = openSmile
    ? `<path d="M144 180Q160 200 176 180Z" fill="#7f1d1d"/><path d="M147 181H173Q160 188 147 181Z" fill="#fff"/>`
    : `<path d="M146 182Q160 194 174 182" fill="none" stroke="#7f1d1d" stroke-width="4" stroke-linecap="round"/>`
  const glassesShape = glasses
    ? `<g fill="#ffffff" fill-opacity="0.18" stroke="#1f2937" stroke-width="3"><rect x="122" y="138" width="32" height="24" rx="9"/><rect x="166" y="138" width="32" height="24" rx="9"/></g><path d="M154 148Q160 144 166 148" fill="none" stroke="#1f2937" stroke-width="3"/>`
    : ''

  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></linearGradient></defs>
<rect width="320" height="320" fill="url(#bg)"/>
<circle cx="${blobX.toFixed(0)}" cy="${blobY.toFixed(0)}" r="90" fill="#ffffff" opacity="0.22"/>
${hairBack(hairStyle, hairColor)}
<path d="M136 188H184V246Q160 262 136 246Z" fill="${shade}"/>
<path d="M36 320C36 266 90 238 160 238C230 238 284 266 284 320Z" fill="${shirt}"/>
${neckline(neck, shirt, skin)}
<ellipse cx="103" cy="152" rx="11" ry="16" fill="${shade}"/>
<ellipse cx="217" cy="152" rx="11" ry="16" fill="${shade}"/>
<ellipse cx="160" cy="146" rx="57" ry="67" fill="${tone}"/>
<ellipse cx="130" cy="172" rx="11" ry="6" fill="#f87171" opacity="0.18"/>
<ellipse cx="190" cy="172" rx="11" ry="6" fill="#f87171" opacity="0.18"/>
${beardPath}
<g fill="#1f2937"><ellipse cx="138" cy="150" rx="5" ry="6"/><ellipse cx="182" cy="150" rx="5" ry="6"/></g>
<g fill="#ffffff"><circle cx="140" cy="148" r="1.6"/><circle cx="184" cy="148" r="1.6"/></g>
<g fill="none" stroke="${hairColor}" stroke-width="4" stroke-linecap="round"><path d="M126 134Q138 127 150 133"/><path d="M170 133Q182 127 194 134"/></g>
<path d="M160 154Q153 170 162 173" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>
${mouth}
${hairFront(hairStyle, hairColor, rand)}
${glassesShape}
</svg>`
}
