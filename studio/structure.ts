import { BarChartIcon } from '@sanity/icons/BarChart'
import { BookIcon } from '@sanity/icons/Book'
import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { CaseIcon } from '@sanity/icons/Case'
import { CogIcon } from '@sanity/icons/Cog'
import { CommentIcon } from '@sanity/icons/Comment'
import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { HeartIcon } from '@sanity/icons/Heart'
import { HomeIcon } from '@sanity/icons/Home'
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { RocketIcon } from '@sanity/icons/Rocket'
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

/** Desk structure in German, grouped like the site's navigation. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Inhalte')
    .items([
      group(S, 'company', 'Unternehmen', HomeIcon).child(
        S.list()
          .title('Unternehmen')
          .items([
            singleton(S, 'companyLandingPage', 'Startseite Unternehmen', HomeIcon),
            singleton(S, 'companyHowItWorksPage', 'So funktioniert’s', BulbOutlineIcon),
            singleton(S, 'companyComparisonPage', 'Vergleich & ROI-Rechner', BarChartIcon),
            singleton(S, 'pricingPage', 'Seite: Preise', CreditCardIcon),
            singleton(S, 'conciergePage', 'Seite: Onboarding & Concierge', HeartIcon),
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
            singleton(S, 'talentLandingPage', 'Startseite Talente', UsersIcon),
            singleton(S, 'talentHowItWorksPage', 'So funktioniert’s', BulbOutlineIcon),
            singleton(S, 'talentComparisonPage', 'Vergleich', BarChartIcon),
            orderable(S, context, 'sampleJob', 'Beispiel-Jobs'),
            orderable(S, context, 'faq', 'FAQ Talente', 'talent'),
          ]),
      ),
      group(S, 'resources', 'Ressourcen', BookIcon).child(
        S.list()
          .title('Ressourcen')
          .items([
            singleton(S, 'jobDescriptionPage', 'Seite Jobbeschreibungen', UsersIcon),
            singleton(S, 'interviewQuestionsPage', 'Seite Interviewfragen', CommentIcon),
            singleton(S, 'interviewTipsPage', 'Seite Interview-Tipps', BulbOutlineIcon),
            S.divider(),
            orderable(S, context, 'roleProfile', 'Rollenprofile'),
            orderable(S, context, 'interviewQuestion', 'Interviewfragen'),
          ]),
      ),
      group(S, 'about', 'Über uns & Karriere', CaseIcon).child(
        S.list()
          .title('Über uns & Karriere')
          .items([
            singleton(S, 'aboutPage', 'Seite: Über uns', InfoOutlineIcon),
            singleton(S, 'careersPage', 'Seite: Karriere', RocketIcon),
            orderable(S, context, 'careerOpening', 'Offene Stellen'),
          ]),
      ),
      group(S, 'legal', 'Rechtliches', DocumentTextIcon).child(
        S.documentTypeList('legalDocument').title('Rechtstexte'),
      ),
      S.divider(),
      singleton(S, 'siteSettings', 'Einstellungen', CogIcon),
    ])
