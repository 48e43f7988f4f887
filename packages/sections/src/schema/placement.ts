import { BlockElementIcon } from '@sanity/icons/BlockElement'
import { defineField, type FieldDefinition, type ObjectDefinition } from 'sanity'
import { withLengthLimits } from './copyLimits'

/**
 * How a section sits on its page, in a collapsed fieldset apart from the copy: the anchor that
 * in-page links jump to, and the band's background. Every section type gets these fields.
 */
export const placementFieldset = {
  name: 'placement',
  title: 'Darstellung',
  options: { collapsible: true, collapsed: true },
}

export const placementFields: FieldDefinition[] = [
  defineField({
    name: 'anchor',
    title: 'Sprungmarke',
    description:
      'Für Links auf diesen Abschnitt, z. B. „kosten“ für /unternehmen/preise#kosten. Leer: ' +
      'die Standardmarke des Abschnitts.',
    type: 'string',
    fieldset: 'placement',
    validation: (rule) =>
      rule
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .error('Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche.'),
  }),
  defineField({
    name: 'tone',
    title: 'Hintergrund',
    type: 'string',
    fieldset: 'placement',
    options: {
      list: [
        { title: 'Standard', value: 'default' },
        { title: 'Getönt', value: 'muted' },
      ],
      layout: 'radio',
      direction: 'horizontal',
    },
    initialValue: 'default',
  }),
  defineField({
    name: 'hidden',
    title: 'Ausblenden',
    description: 'Der Abschnitt bleibt gespeichert, erscheint aber nicht auf der Seite.',
    type: 'boolean',
    fieldset: 'placement',
    initialValue: false,
  }),
]

/**
 * The labels a section repeats in every entry („Überschrift: Skills“, „Option: monatlich“): set
 * once, rarely changed, so collapsed apart from the copy editors work on.
 */
export const labelsFieldset = {
  name: 'labels',
  title: 'Beschriftungen',
  description: 'Überschriften und Bezeichnungen, die in jedem Eintrag des Abschnitts wiederkehren.',
  options: { collapsible: true, collapsed: true },
}

const isLabel = (field: FieldDefinition) =>
  /Label$/.test(field.name) && !(field as { fieldset?: string }).fieldset

/**
 * The section type with the placement fields added, its labels collapsed (labelsFieldset), its
 * copy with length warnings (withLengthLimits), and (unless it has its own) the preview a
 * page's list of sections shows for it: its heading, its type (and whether it is hidden), its icon.
 */
export function withPlacement<T extends ObjectDefinition>(type: T): T {
  const typeTitle = type.title ?? type.name
  const fields = type.fields ?? []
  return {
    ...type,
    icon: type.icon ?? BlockElementIcon,
    fieldsets: [
      ...(type.fieldsets ?? []),
      ...(fields.some(isLabel) ? [labelsFieldset] : []),
      placementFieldset,
    ],
    fields: [
      ...withLengthLimits(fields).map((field) =>
        isLabel(field) ? { ...field, fieldset: labelsFieldset.name } : field,
      ),
      ...placementFields,
    ],
    preview: type.preview ?? {
      select: { heading: 'heading', hidden: 'hidden' },
      prepare: ({ heading, hidden }: { heading?: string; hidden?: boolean }) => ({
        title: heading || typeTitle,
        subtitle: hidden ? `${typeTitle} · ausgeblendet` : typeTitle,
        media: type.icon ?? BlockElementIcon,
      }),
    },
  }
}
