import { AddIcon } from '@sanity/icons/Add'
import { ArrowRightIcon } from '@sanity/icons/ArrowRight'
import { BookIcon } from '@sanity/icons/Book'
import { CaseIcon } from '@sanity/icons/Case'
import { ChartUpwardIcon } from '@sanity/icons/ChartUpward'
import { CogIcon } from '@sanity/icons/Cog'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { HomeIcon } from '@sanity/icons/Home'
import { UsersIcon } from '@sanity/icons/Users'
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import type {
  StructureBuilder,
  StructureResolver,
  StructureResolverContext,
} from 'sanity/structure'
import { faqAudiences } from '@repo/sections/faq/audiences'
import { roleKeys } from './schemas/documents/roleProfile'
import { faqForAudience, interviewQuestionForRole } from './templates'

const singleton = (S: StructureBuilder, type: string, title: string, icon: typeof HomeIcon) =>
  S.listItem()
    .id(type)
    .title(title)
    .icon(icon)
    .child(S.document().schemaType(type).documentId(type).title(title))

/** German titles for the plugin's own menu entries (it ships them in English only). */
const orderMenuTitles: Record<string, string> = {
  resetOrder: 'Reihenfolge zurücksetzen',
  showIncrements: 'Rangwerte ein-/ausblenden',
}

interface MenuItem {
  title?: string
  action?: unknown
  intent?: { type?: string }
}

/** A list of one audience's or one role's documents, and the template its "create" uses. */
interface Subset {
  id: string
  filter: string
  params: Record<string, string>
  template: string
}

const orderable = (
  S: StructureBuilder,
  context: StructureResolverContext,
  type: string,
  title: string,
  subset?: Subset,
) => {
  const typeTitle = context.schema.get(type)?.title ?? type
  const item = orderableDocumentListDeskItem({
    S,
    context,
    type,
    title,
    ...(subset && {
      id: subset.id,
      filter: subset.filter,
      params: subset.params,
      // The plugin's own "create" knows only the type: this one fills in the audience or role.
      createIntent: false,
      menuItems: [
        S.menuItem()
          .title(`Neu: ${typeTitle}`)
          .icon(AddIcon)
          .intent({
            type: 'create',
            params: [{ type, template: subset.template }, subset.params],
          })
          .serialize(),
      ],
    }),
  })
  const list = item.child as { menuItems?: MenuItem[] }
  list.menuItems = list.menuItems?.map((menuItem) => ({
    ...menuItem,
    title:
      menuItem.intent?.type === 'create'
        ? `Neu: ${typeTitle}`
        : (orderMenuTitles[String(menuItem.action)] ?? menuItem.title),
  }))
  return item
}

const faqList = (
  S: StructureBuilder,
  context: StructureResolverContext,
  audience: (typeof faqAudiences)[number],
) =>
  orderable(S, context, 'faq', `FAQ ${audience.title}`, {
    id: `orderable-faq-${audience.value}`,
    filter: 'audience == $audience',
    params: { audience: audience.value },
    template: faqForAudience.id,
  })

const interviewQuestionList = (
  S: StructureBuilder,
  context: StructureResolverContext,
  role: (typeof roleKeys)[number],
) =>
  orderable(S, context, 'interviewQuestion', `Interviewfragen ${role.title}`, {
    id: `orderable-interviewQuestion-${role.value}`,
    filter: 'role->key == $role',
    params: { role: role.value },
    template: interviewQuestionForRole.id,
  })

const audience = (value: string) => faqAudiences.find((candidate) => candidate.value === value)!

const group = (S: StructureBuilder, id: string, title: string, icon: typeof HomeIcon) =>
  S.listItem().id(id).title(title).icon(icon)

/** Desk structure in German: the pages first, then the documents their sections list. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Inhalte')
    .items([
      S.listItem()
        .id('pages')
        .title('Seiten')
        .icon(DocumentsIcon)
        .child(
          S.documentTypeList('page')
            .title('Seiten')
            .defaultOrdering([{ field: 'slug.current', direction: 'asc' }]),
        ),
      S.listItem()
        .id('redirects')
        .title('Weiterleitungen')
        .icon(ArrowRightIcon)
        .child(
          S.documentTypeList('redirect')
            .title('Weiterleitungen')
            .defaultOrdering([{ field: 'source', direction: 'asc' }]),
        ),
      S.divider(),
      group(S, 'company', 'Unternehmen', HomeIcon).child(
        S.list()
          .title('Unternehmen')
          .items([
            orderable(S, context, 'agent', 'Beispiel-Agenten'),
            orderable(S, context, 'pricingPlan', 'Preispläne'),
            faqList(S, context, audience('company')),
            faqList(S, context, audience('concierge')),
          ]),
      ),
      group(S, 'talent', 'Talente', UsersIcon).child(
        S.list()
          .title('Talente')
          .items([
            orderable(S, context, 'sampleJob', 'Beispiel-Jobs'),
            faqList(S, context, audience('talent')),
          ]),
      ),
      group(S, 'resources', 'Ressourcen', BookIcon).child(
        S.list()
          .title('Ressourcen')
          .items([
            orderable(S, context, 'roleProfile', 'Rollenprofile'),
            ...roleKeys.map((role) => interviewQuestionList(S, context, role)),
          ]),
      ),
      group(S, 'careers', 'Karriere', CaseIcon).child(
        S.list()
          .title('Karriere')
          .items([orderable(S, context, 'careerOpening', 'Offene Stellen')]),
      ),
      group(S, 'legal', 'Rechtliches', DocumentTextIcon).child(
        S.documentTypeList('legalDocument').title('Rechtstexte'),
      ),
      S.divider(),
      singleton(S, 'keyFigures', 'Kennzahlen', ChartUpwardIcon),
      singleton(S, 'siteSettings', 'Einstellungen', CogIcon),
    ])
