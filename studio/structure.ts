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

const orderable = (
  S: StructureBuilder,
  context: StructureResolverContext,
  type: string,
  title: string,
  audience?: 'company' | 'talent' | 'concierge',
) => {
  const item = orderableDocumentListDeskItem({
    S,
    context,
    type,
    title,
    ...(audience && {
      id: `orderable-${type}-${audience}`,
      filter: 'audience == $audience',
      params: { audience },
    }),
  })
  const list = item.child as { menuItems?: MenuItem[] }
  const typeTitle = context.schema.get(type)?.title ?? type
  list.menuItems = list.menuItems?.map((menuItem) => ({
    ...menuItem,
    title:
      menuItem.intent?.type === 'create'
        ? `Neu: ${typeTitle}`
        : (orderMenuTitles[String(menuItem.action)] ?? menuItem.title),
  }))
  return item
}

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
      S.divider(),
      group(S, 'company', 'Unternehmen', HomeIcon).child(
        S.list()
          .title('Unternehmen')
          .items([
            orderable(S, context, 'agent', 'Beispiel-Agenten'),
            orderable(S, context, 'pricingPlan', 'Preispläne'),
            orderable(S, context, 'faq', 'FAQ Unternehmen', 'company'),
            orderable(S, context, 'faq', 'FAQ Concierge', 'concierge'),
          ]),
      ),
      group(S, 'talent', 'Talente', UsersIcon).child(
        S.list()
          .title('Talente')
          .items([
            orderable(S, context, 'sampleJob', 'Beispiel-Jobs'),
            orderable(S, context, 'faq', 'FAQ Talente', 'talent'),
          ]),
      ),
      group(S, 'resources', 'Ressourcen', BookIcon).child(
        S.list()
          .title('Ressourcen')
          .items([
            orderable(S, context, 'roleProfile', 'Rollenprofile'),
            orderable(S, context, 'interviewQuestion', 'Interviewfragen'),
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
