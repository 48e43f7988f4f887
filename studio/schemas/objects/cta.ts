import { LaunchIcon } from '@sanity/icons/Launch'
import { defineField, defineType } from 'sanity'
import { hrefValidator } from '../lib/href'

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
      name: 'href',
      title: 'Link-Ziel',
      description: 'Nur bei Aktion „Link“: interner Pfad (/…), https://… oder mailto:…',
      type: 'string',
      hidden: ({ parent }) => (parent as { action?: string } | undefined)?.action !== 'link',
      validation: (rule) => [
        rule.custom(hrefValidator()),
        rule.custom((value, context) => {
          const action = (context.parent as { action?: string } | undefined)?.action
          return action === 'link' && !value ? 'Ein Link braucht ein Ziel.' : true
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'label', action: 'action', href: 'href' },
    prepare: ({ title, action, href }) => ({
      title: title ?? 'Button',
      subtitle: action === 'link' ? href : ctaActions.find((a) => a.value === action)?.title,
    }),
  },
})
