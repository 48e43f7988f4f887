import { LinkIcon } from '@sanity/icons/Link'
import { defineField, defineType, type ValidationContext } from 'sanity'
import { documentPath, routableTypes } from '@repo/content/paths'
import { apiVersion } from '../../env'
import { hrefValidator } from '../lib/href'

export interface LinkValue {
  target?: { _ref?: string }
  anchor?: string
  url?: string
}

const parentLink = (context: ValidationContext) => context.parent as LinkValue | undefined

/** The anchors a page's sections carry (published or draft), or null for another document. */
const anchorsQuery = /* groq */ `*[_id in [$id, "drafts." + $id]]{ _type, "anchors": sections[].anchor }`

async function anchorProblem(anchor: string, context: ValidationContext): Promise<string | true> {
  const id = parentLink(context)?.target?._ref
  if (!id) return 'Eine Sprungmarke braucht eine Seite als Ziel.'
  const client = context.getClient({ apiVersion })
  const found = await client.fetch<{ _type: string; anchors: (string | null)[] | null }[]>(
    anchorsQuery,
    { id },
  )
  if (found.length === 0) return true
  if (found.some((document) => document._type !== 'page')) {
    return 'Sprungmarken gibt es nur auf Seiten, nicht auf Rechtstexten oder Stellen.'
  }
  const anchors = [...new Set(found.flatMap((document) => document.anchors ?? []))].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  )
  if (anchors.includes(anchor)) return true
  return anchors.length === 0
    ? `Die Seite hat keine Sprungmarken: unter „Darstellung“ eines Abschnitts „${anchor}“ eintragen.`
    : `Die Seite hat keine Sprungmarke „${anchor}“. Vorhanden: ${anchors.join(', ')}.`
}

/**
 * A link leads to one place: a page or an address, with `httpsOnly` an https:// one. A field of
 * this type that sets its own validation replaces the type's, so it adds this rule itself.
 */
export const linkTarget =
  ({ httpsOnly = false } = {}) =>
  (value: LinkValue | undefined) => {
    if (!value) return true
    if (value.target && value.url) return 'Entweder eine Seite oder eine externe Adresse.'
    if (!value.target && !value.url) return 'Bitte eine Seite wählen oder eine Adresse angeben.'
    if (httpsOnly && value.url && !value.url.startsWith('https://')) {
      return 'Hier nur eine Seite der Website oder eine https://-Adresse.'
    }
    return true
  }

export const oneTarget = linkTarget()

/**
 * Where a link leads: a page, legal text or opening of the site (a reference, so the link follows
 * the document when its path changes, and the document cannot be deleted while linked), with an
 * optional jump mark; or an address elsewhere (`https://…`, `mailto:…`).
 */
export const link = defineType({
  name: 'link',
  title: 'Link-Ziel',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'target',
      title: 'Seite',
      description:
        'Eine Seite, ein Rechtstext oder eine Stelle der Website. Die Auswahl zeigt Titel und Pfad; ' +
        'ändert sich der Pfad, folgt der Link.',
      type: 'reference',
      to: routableTypes.map((type) => ({ type })),
      hidden: ({ parent }) => Boolean((parent as LinkValue | undefined)?.url),
    }),
    defineField({
      name: 'anchor',
      title: 'Sprungmarke',
      description:
        'Optional, ohne „#“: springt zu dem Abschnitt der Seite mit dieser Sprungmarke (unter ' +
        '„Darstellung“ des Abschnitts), z. B. „stellen“.',
      type: 'string',
      hidden: ({ parent }) => !(parent as LinkValue | undefined)?.target,
      validation: (rule) => [
        rule
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
          .error('Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, ohne „#“.'),
        rule.custom(async (value: string | undefined, context) =>
          value ? anchorProblem(value, context) : true,
        ),
      ],
    }),
    defineField({
      name: 'url',
      title: 'Externe Adresse',
      description: 'Statt einer Seite: https://… oder mailto:…',
      type: 'string',
      hidden: ({ parent }) => Boolean((parent as LinkValue | undefined)?.target),
      validation: (rule) => rule.custom(hrefValidator(['absolute'])),
    }),
  ],
  validation: (rule) => rule.custom(oneTarget),
  preview: {
    select: {
      title: 'target.title',
      type: 'target._type',
      slug: 'target.slug.current',
      anchor: 'anchor',
      url: 'url',
    },
    prepare: ({ title, type, slug, anchor, url }) => ({
      title: url ?? title ?? 'Ohne Ziel',
      subtitle: slug ? `${documentPath(type, slug)}${anchor ? `#${anchor}` : ''}` : undefined,
    }),
  },
})
