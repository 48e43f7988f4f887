import { ArrowRightIcon } from '@sanity/icons/ArrowRight'
import { documentPath, redirectSourceProblem } from '@repo/content/paths'
import { defineField, defineType, type ValidationContext } from 'sanity'
import { apiVersion } from '../../env'
import { linkTarget, type LinkValue } from '../objects/link'

interface RedirectValue {
  _id?: string
  source?: string
  destination?: LinkValue
}

/** The published id of a document in the form (drafts share it behind `drafts.`). */
const publishedId = (id: string | undefined) => (id ?? '').replace(/^drafts\./, '')

/**
 * What else answers or forwards the path: a page or legal text at it, another redirect from it
 * (published or draft), a page that used to be there. `$self` is this redirect's published id.
 */
const sourceUsesQuery = /* groq */ `{
  "page": *[_type in ["page", "legalDocument"] && slug.current == $slug][0]{ title },
  "redirect": *[_type == "redirect" && source == $path && !(_id in [$self, "drafts." + $self])][0]{ _id },
  "movedPage": *[_type == "page" && $slug in previousPaths][0]{ title, "slug": slug.current }
}`

interface SourceUses {
  page: { title?: string } | null
  redirect: { _id: string } | null
  movedPage: { title?: string; slug?: string } | null
}

async function sourceProblem(source: string, context: ValidationContext): Promise<string | true> {
  const problem = redirectSourceProblem(source)
  if (problem) return problem
  const self = publishedId((context.document as RedirectValue | undefined)?._id)
  const uses = await context
    .getClient({ apiVersion })
    .fetch<SourceUses>(sourceUsesQuery, { path: source, slug: source.slice(1), self })
  if (uses.page) {
    return `„${source}“ ist die Adresse von „${uses.page.title ?? 'einer Seite'}“: eine Seite lässt sich nicht wegleiten.`
  }
  if (uses.redirect) return `Von „${source}“ leitet schon eine andere Weiterleitung weiter.`
  if (uses.movedPage) {
    return (
      `„${source}“ leitet schon auf „${uses.movedPage.title ?? 'eine Seite'}“ weiter (ein früherer ` +
      'Pfad der Seite). Soll es woandershin gehen, erst dort unter „Frühere Pfade“ entfernen.'
    )
  }
  return true
}

/** The destination document's type and current path. */
const destinationQuery = /* groq */ `*[_id == $id][0]{ _type, "slug": slug.current }`

/** Whether another redirect starts at the path. */
const forwardedQuery = /* groq */ `count(*[_type == "redirect" && source == $path]) > 0`

async function destinationProblem(
  destination: LinkValue,
  context: ValidationContext,
): Promise<string | true> {
  const id = destination.target?._ref
  if (!id) return true
  const client = context.getClient({ apiVersion })
  const target = await client.fetch<{ _type: string; slug?: string } | null>(destinationQuery, {
    id,
  })
  if (!target?.slug) return true
  const path = documentPath(target._type, target.slug)
  const source = (context.document as RedirectValue | undefined)?.source
  if (path === source) return 'Die Weiterleitung führt auf sich selbst.'
  if (await client.fetch<boolean>(forwardedQuery, { path })) {
    return `Von „${path}“ leitet selbst etwas weiter: bitte direkt das endgültige Ziel wählen.`
  }
  return true
}

/**
 * An old path that sends visitors on: to a page of the site (a reference, so it follows the page
 * when its path changes) or to another site. Active on every instance within seconds of
 * publishing, without a deploy.
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Weiterleitung',
  description: 'Ein alter Pfad, der auf eine Seite weiterleitet.',
  type: 'document',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'source',
      title: 'Alter Pfad',
      description:
        'Mit „/“ am Anfang, z. B. „/preise“. Nicht die Adresse einer bestehenden Seite. Die ' +
        'Anfrage behält ihre Parameter (…?utm_source=…).',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Bitte den alten Pfad angeben, z. B. „/preise“.'),
        rule.custom(async (value: string | undefined, context) =>
          value ? sourceProblem(value, context) : true,
        ),
      ],
    }),
    defineField({
      name: 'destination',
      title: 'Ziel',
      type: 'link',
      validation: (rule) => [
        rule.required().error('Bitte das Ziel wählen.'),
        rule.custom(linkTarget({ httpsOnly: true })),
        rule.custom(async (value: LinkValue | undefined, context) =>
          value ? destinationProblem(value, context) : true,
        ),
      ],
    }),
    defineField({
      name: 'permanent',
      title: 'Dauerhaft',
      description:
        'An: die Seite ist für immer umgezogen (308, Suchmaschinen übernehmen das neue Ziel). ' +
        'Aus: vorübergehend (307), etwa solange der alte Pfad später eine eigene Seite bekommt.',
      type: 'boolean',
      initialValue: true,
      validation: (rule) =>
        rule.required().error('Bitte angeben, ob die Weiterleitung dauerhaft ist.'),
    }),
  ],
  preview: {
    select: {
      source: 'source',
      type: 'destination.target._type',
      slug: 'destination.target.slug.current',
      anchor: 'destination.anchor',
      url: 'destination.url',
      permanent: 'permanent',
    },
    prepare: ({ source, type, slug, anchor, url, permanent }) => ({
      title: `${source ?? '/…'} → ${url ?? (slug ? `${documentPath(type, slug)}${anchor ? `#${anchor}` : ''}` : '…')}`,
      subtitle: permanent === false ? 'Vorübergehend (307)' : 'Dauerhaft (308)',
    }),
  },
})
