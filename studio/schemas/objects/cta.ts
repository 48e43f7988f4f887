import { LaunchIcon } from '@sanity/icons/Launch'
import { documentPath } from '@repo/content/paths'
import { defineField, defineType } from 'sanity'
import { oneTarget } from './link'

export const ctaActions = [
  { title: 'Registrieren (App)', value: 'register' },
  { title: 'Login (App)', value: 'login' },
  { title: 'Link', value: 'link' },
  { title: 'Demo-Call', value: 'demoCall' },
  { title: 'Kostenlose Beratung', value: 'consultation' },
  { title: 'Interview-Vorlage herunterladen', value: 'templateDownload' },
  { title: 'Bewerbung', value: 'application' },
] as const

/** A button: its target is the app, an explicit link, or one of the actions in the site settings. */
export const cta = defineType({
  name: 'cta',
  title: 'Button',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Beschriftung',
      type: 'string',
      validation: (rule) =>
        rule.required().max(60).error('Bitte eine Beschriftung (max. 60 Zeichen) angeben.'),
    }),
    defineField({
      name: 'action',
      title: 'Aktion',
      description:
        'Registrieren/Login öffnen die App in einem neuen Tab. Die übrigen Aktionen nutzen die Ziele aus den Website-Einstellungen.',
      type: 'string',
      options: { list: [...ctaActions], layout: 'dropdown' },
      initialValue: 'register',
      validation: (rule) => rule.required().error('Bitte eine Aktion wählen.'),
    }),
    defineField({
      name: 'link',
      title: 'Link-Ziel',
      description: 'Nur bei Aktion „Link“: eine Seite der Website oder eine externe Adresse.',
      type: 'link',
      hidden: ({ parent }) => (parent as { action?: string } | undefined)?.action !== 'link',
      validation: (rule) => [
        rule.custom(oneTarget),
        rule.custom((value, context) => {
          const action = (context.parent as { action?: string } | undefined)?.action
          return action === 'link' && !value ? 'Ein Link braucht ein Ziel.' : true
        }),
      ],
    }),
  ],
  preview: {
    select: {
      title: 'label',
      action: 'action',
      type: 'link.target._type',
      slug: 'link.target.slug.current',
      url: 'link.url',
    },
    prepare: ({ title, action, type, slug, url }) => ({
      title: title ?? 'Button',
      subtitle:
        action === 'link'
          ? (url ?? (slug ? documentPath(type, slug) : undefined))
          : ctaActions.find((a) => a.value === action)?.title,
    }),
  },
})
