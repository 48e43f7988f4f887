import { BookIcon } from '@sanity/icons/Book'
import { CogIcon } from '@sanity/icons/Cog'
import { LinkIcon } from '@sanity/icons/Link'
import { ThListIcon } from '@sanity/icons/ThList'
import { documentPath } from '@repo/content/paths'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { aid, aidsFieldset } from '@repo/sections/schema/aids'
import { requiredString } from '@repo/sections/schema/fields'
import { hrefValidator } from '../lib/href'
import { imageWithAlt } from '../objects/imageWithAlt'
import { oneTarget } from '../objects/link'
import { maxReadLength } from '@repo/sections/schema/length'
import { template } from '@repo/sections/schema/template'

const actionHref = (name: string, title: string) =>
  defineField({
    name,
    title,
    description: 'https://… oder mailto:…',
    type: 'string',
    validation: (rule) => [
      rule.required().error(`Bitte ein Ziel für „${title}“ angeben.`),
      rule.custom(hrefValidator(['absolute'])),
    ],
  })

/** A required link target. */
const linkField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'link',
    validation: (rule) => [
      rule.required().error(`Bitte „${title}“ wählen.`),
      rule.custom(oneTarget),
    ],
  })

/** A labelled link's preview in a list: its label and where it leads. */
const linkPreview = {
  select: {
    title: 'label',
    type: 'link.target._type',
    slug: 'link.target.slug.current',
    anchor: 'link.anchor',
    url: 'link.url',
  },
  prepare: ({ title, type, slug, anchor, url }: Record<string, string | undefined>) => ({
    title,
    subtitle:
      url ?? (type && slug ? `${documentPath(type, slug)}${anchor ? `#${anchor}` : ''}` : ''),
  }),
}

/** One view's main links in the header and the burger menu: an ordered list editors manage. */
const navLinks = (name: string, title: string, view: string) =>
  defineField({
    name,
    title,
    description:
      `Die Links der Kopfzeile und des Menüs auf Seiten der ${view}, in dieser Reihenfolge: ` +
      '„Element hinzufügen“ fügt einen an, ziehen ordnet um, „Entfernen“ im Menü des Eintrags ' +
      'nimmt ihn heraus.',
    type: 'array',
    of: [
      defineArrayMember({
        name: 'navLink',
        title: 'Link',
        type: 'object',
        icon: LinkIcon,
        fields: [requiredString('label', 'Beschriftung'), linkField('link', 'Ziel')],
        preview: linkPreview,
      }),
    ],
    validation: (rule) =>
      rule.required().min(1).max(6).error('Ein bis sechs Links: mehr passen nicht in die Zeile.'),
  })

interface BarButton {
  action?: string
  link?: { target?: { _ref?: string }; anchor?: string; url?: string }
}

/** Where a button leads, for telling two apart: its action, or the link's target. */
const destination = (button: BarButton) =>
  button.action === 'link'
    ? JSON.stringify([button.link?.target?._ref, button.link?.anchor, button.link?.url])
    : button.action

/** One view's buttons in the mobile bar: one or two, never two to the same place. */
const barButtons = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'cta' })],
    validation: (rule) => [
      rule
        .required()
        .min(1)
        .max(2)
        .error('Ein oder zwei Buttons: mehr passen nicht in die Leiste.'),
      rule.custom((buttons: BarButton[] | undefined) => {
        const targets = (buttons ?? []).map(destination)
        return new Set(targets).size === targets.length
          ? true
          : 'Beide Buttons führen zum selben Ziel: bitte dem zweiten ein anderes geben.'
      }),
    ],
  })

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Website-Einstellungen',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'general', title: 'Allgemein', default: true },
    { name: 'navigation', title: 'Navigation' },
    { name: 'footer', title: 'Footer' },
    { name: 'seo', title: 'SEO' },
  ],
  fieldsets: [aidsFieldset],
  fields: [
    defineField({ ...requiredString('brandName', 'Markenname'), group: 'general' }),
    defineField({
      name: 'appLoginUrl',
      title: 'Login-URL der App',
      type: 'url',
      group: 'general',
      validation: (rule) => [
        rule.required().error('Bitte die Login-URL der App angeben.'),
        rule.uri({ scheme: ['https', 'http'] }),
      ],
    }),
    defineField({
      name: 'appRegisterUrl',
      title: 'Registrierungs-URL der App',
      description: 'Ziel aller „Registrieren“-Buttons; öffnet sich in einem neuen Tab.',
      type: 'url',
      group: 'general',
      validation: (rule) => [
        rule.required().error('Bitte die Registrierungs-URL der App angeben.'),
        rule.uri({ scheme: ['https', 'http'] }),
      ],
    }),
    defineField({
      name: 'contactEmail',
      title: 'Kontakt-E-Mail',
      type: 'string',
      group: 'general',
      validation: (rule) =>
        rule.required().email().error('Bitte eine gültige E-Mail-Adresse angeben.'),
    }),
    defineField({
      name: 'actions',
      title: 'Ziele für Buttons',
      description:
        'Wohin Buttons ohne eigene App-Seite führen (Demo-Call, Beratung, Vorlage, Bewerbung).',
      type: 'object',
      group: 'general',
      validation: (rule) => rule.required().error('Bitte die Ziele für Buttons angeben.'),
      fields: [
        actionHref('demoCall', 'Demo-Call'),
        actionHref('consultation', 'Kostenlose Beratung'),
        defineField({
          name: 'templateDownload',
          title: 'Interview-Vorlage (PDF)',
          description:
            'Die Datei hinter „Interview-Vorlage herunterladen“. `npm run interview-pdf -w studio` erzeugt sie aus den Interviewfragen und dem 60-Minuten-Ablauf.',
          type: 'file',
          options: { accept: 'application/pdf' },
          fields: [
            defineField({
              name: 'fileName',
              title: 'Dateiname beim Herunterladen',
              description: 'z. B. „interview-vorlage.pdf“. Leer: der Name der hochgeladenen Datei.',
              type: 'string',
              validation: (rule) =>
                rule
                  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*\.pdf$/u)
                  .error('Ein Dateiname auf „.pdf“, ohne Schrägstriche.'),
            }),
          ],
          validation: (rule) => [
            rule.required().error('Bitte die Interview-Vorlage als PDF hochladen.'),
            rule.custom((value?: { asset?: { _ref?: string } }) =>
              !value?.asset?._ref || value.asset._ref.endsWith('-pdf')
                ? true
                : 'Die Interview-Vorlage muss eine PDF-Datei sein.',
            ),
          ],
        }),
        actionHref('application', 'Bewerbung'),
      ],
    }),
    defineField({
      ...aid(requiredString('skipLinkLabel', 'Text „Zum Inhalt springen“ (Screenreader)')),
      group: 'general',
    }),
    defineField({
      name: 'navigation',
      title: 'Navigation',
      type: 'object',
      group: 'navigation',
      validation: (rule) => rule.required().error('Bitte die Navigation ausfüllen.'),
      fieldsets: [aidsFieldset],
      fields: [
        requiredString('companyViewLabel', 'Umschalter: Unternehmen'),
        requiredString('talentViewLabel', 'Umschalter: Talente'),
        aid(requiredString('switchViewLabel', 'Beschriftung des Umschalters (Screenreader)')),
        navLinks('companyLinks', 'Hauptlinks: Unternehmens-Ansicht', 'Unternehmens-Ansicht'),
        navLinks('talentLinks', 'Hauptlinks: Talent-Ansicht', 'Talent-Ansicht (/talente…)'),
        requiredString('resourcesLabel', 'Menü: Ressourcen'),
        defineField({
          name: 'resources',
          title: 'Ressourcen',
          description:
            'Die Einträge des Ressourcen-Menüs, in dieser Reihenfolge: „Element hinzufügen“ ' +
            'fügt einen an, ziehen ordnet um.',
          type: 'array',
          validation: (rule) => rule.required().min(1).error('Mindestens eine Ressource.'),
          of: [
            defineArrayMember({
              name: 'resource',
              title: 'Ressource',
              icon: BookIcon,
              type: 'object',
              fields: [
                requiredString('label', 'Titel'),
                requiredString('description', 'Kurzbeschreibung'),
                linkField('link', 'Ziel'),
              ],
              preview: linkPreview,
            }),
          ],
        }),
        requiredString('loginLabel', 'Button: Login'),
        requiredString('registerLabel', 'Button: Registrieren'),
        aid(
          requiredString(
            'menuLabel',
            'Name des Menüs (Screenreader)',
            'Titel des aufgeklappten Menüs auf kleinen Bildschirmen, z. B. „Menü“.',
          ),
        ),
        aid(requiredString('openMenuLabel', 'Menü öffnen (Screenreader)')),
        aid(requiredString('closeMenuLabel', 'Menü schließen (Screenreader)')),
        aid(
          requiredString(
            'homeLabel',
            'Link zur Startseite (Screenreader)',
            'Name des Logo-Links, z. B. „SalesSwipe – zur Startseite“. Ohne den Markennamen wird er vorangestellt.',
          ),
        ),
      ],
    }),
    defineField({
      name: 'mobileBar',
      title: 'Mobile Leiste',
      description:
        'Feste Leiste am unteren Bildschirmrand auf kleinen Bildschirmen, je Ansicht ein oder ' +
        'zwei Buttons mit verschiedenen Zielen. Auf Rechtstexten und der Fehlerseite erscheint ' +
        'sie nicht.',
      type: 'object',
      group: 'navigation',
      validation: (rule) => rule.required().error('Bitte die mobile Leiste ausfüllen.'),
      fields: [
        barButtons('companyButtons', 'Buttons: Unternehmens-Ansicht'),
        barButtons('talentButtons', 'Buttons: Talent-Ansicht'),
      ],
    }),
    defineField({
      name: 'footer',
      title: 'Footer',
      type: 'object',
      group: 'footer',
      validation: (rule) => rule.required().error('Bitte den Footer ausfüllen.'),
      fieldsets: [aidsFieldset],
      fields: [
        requiredString('tagline', 'Claim'),
        defineField({
          name: 'columns',
          title: 'Spalten',
          type: 'array',
          validation: (rule) => rule.required().min(1).max(5).error('Eine bis fünf Spalten.'),
          of: [
            defineArrayMember({
              name: 'footerColumn',
              title: 'Spalte',
              icon: ThListIcon,
              type: 'object',
              fields: [
                requiredString('title', 'Überschrift'),
                defineField({
                  name: 'links',
                  title: 'Links',
                  description:
                    'In dieser Reihenfolge: „Element hinzufügen“ fügt einen Link an, ziehen ordnet um.',
                  type: 'array',
                  of: [
                    defineArrayMember({
                      name: 'footerLink',
                      title: 'Link',
                      type: 'object',
                      icon: LinkIcon,
                      fields: [
                        requiredString('label', 'Beschriftung'),
                        linkField('link', 'Ziel'),
                        defineField({
                          name: 'talentLink',
                          title: 'Ziel in der Talent-Ansicht',
                          description:
                            'Optional: ersetzt das Ziel auf Seiten der Talent-Ansicht (/talente…).',
                          type: 'link',
                        }),
                      ],
                      preview: linkPreview,
                    }),
                  ],
                  validation: (rule) => rule.required().min(1).error('Mindestens ein Link.'),
                }),
              ],
              preview: {
                select: { title: 'title', links: 'links' },
                prepare: ({ title, links }) => ({
                  title,
                  subtitle: `${Array.isArray(links) ? links.length : 0} Links`,
                }),
              },
            }),
          ],
        }),
        aid({
          ...template('copyright', 'Copyright-Zeile', ['year'], '© {year} SalesSwipe'),
          description: '„{year}“ wird durch das aktuelle Jahr ersetzt.',
        }),
      ],
    }),
    defineField({
      name: 'notFound',
      title: 'Seite nicht gefunden (404)',
      type: 'object',
      group: 'navigation',
      validation: (rule) => rule.required().error('Bitte die Texte der 404-Seite ausfüllen.'),
      fields: [
        requiredString(
          'title',
          'Seitentitel',
          'Titel im Browser-Tab und in Suchergebnissen; die SEO-Titelvorlage hängt den Markennamen an.',
        ),
        requiredString('heading', 'Überschrift'),
        requiredString('text', 'Text'),
        requiredString('homeLabel', 'Link zur Startseite'),
      ],
    }),
    defineField({
      name: 'preview',
      title: 'Vorschau',
      description:
        'Hinweis über jeder Seite, solange jemand unveröffentlichte Entwürfe ansieht (Vorschau-Modus).',
      type: 'object',
      group: 'general',
      validation: (rule) => rule.required().error('Bitte den Hinweis der Vorschau ausfüllen.'),
      fields: [
        requiredString('bannerText', 'Hinweistext'),
        requiredString('exitLabel', 'Link: Vorschau beenden'),
      ],
    }),
    defineField({
      name: 'legal',
      title: 'Rechtstexte',
      description: 'Beschriftungen, die alle Rechtstexte (Impressum, AGB …) gemeinsam nutzen.',
      type: 'object',
      group: 'general',
      validation: (rule) =>
        rule.required().error('Bitte die Beschriftungen der Rechtstexte ausfüllen.'),
      fieldsets: [aidsFieldset],
      fields: [
        aid({
          ...template('updatedTemplate', 'Stand-Zeile', ['date'], 'Stand: {date}'),
          description:
            '„{date}“ wird durch Monat und Jahr des Stands ersetzt, z. B. „Oktober 2025“.',
        }),
        requiredString('tocLabel', 'Überschrift des Inhaltsverzeichnisses'),
        requiredString('noticeLabel', 'Beschriftung des Hinweises'),
      ],
    }),
    defineField({
      name: 'seo',
      title: 'SEO-Standardwerte',
      type: 'object',
      group: 'seo',
      validation: (rule) => rule.required().error('Bitte die SEO-Standardwerte ausfüllen.'),
      fieldsets: [aidsFieldset],
      fields: [
        requiredString('siteName', 'Name der Website'),
        aid({
          ...template('titleTemplate', 'Titel-Vorlage', ['title'], '{title} | SalesSwipe'),
          description:
            '„{title}“ wird durch den Seitentitel ersetzt, z. B. „{title} | SalesSwipe“.',
        }),
        defineField({
          name: 'defaultTitle',
          title: 'Standard-Titel',
          type: 'string',
          validation: (rule) => [
            rule.required().error('Bitte einen Standard-Titel angeben.'),
            rule.custom(
              maxReadLength(60, 'Der Standard-Titel darf höchstens 60 Zeichen lang sein.'),
            ),
          ],
        }),
        defineField({
          name: 'defaultDescription',
          title: 'Standard-Beschreibung',
          type: 'text',
          rows: 3,
          validation: (rule) => [
            rule.required().error('Bitte eine Standard-Beschreibung angeben.'),
            rule.custom(
              maxReadLength(160, 'Die Standard-Beschreibung darf höchstens 160 Zeichen lang sein.'),
            ),
          ],
        }),
        imageWithAlt({ name: 'ogImage', title: 'Standard-Vorschaubild (1200 × 630)' }),
      ],
    }),
  ],
  preview: {
    select: { brandName: 'brandName', contactEmail: 'contactEmail' },
    prepare: ({ brandName, contactEmail }) => ({
      title: 'Website-Einstellungen',
      subtitle: [brandName, contactEmail].filter(Boolean).join(' · '),
    }),
  },
})
