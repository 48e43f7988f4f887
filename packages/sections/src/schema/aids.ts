import type { FieldDefinition } from 'sanity'
import { hasOwnLimit, ownLimit } from './length'

/**
 * Texts only screen readers hear and text templates with placeholders: a collapsed fieldset
 * apart from the copy, as editors rarely change them.
 */
export const aidsFieldset = {
  name: 'aids',
  title: 'Bedienhilfen & Textvorlagen',
  description:
    'Beschriftungen für Screenreader und Vorlagen mit Platzhaltern (z. B. „{count} Fragen“).',
  options: { collapsible: true, collapsed: true },
}

/** The field, shown in the "Bedienhilfen & Textvorlagen" fieldset (its data stays in place). */
export const aid = <T extends FieldDefinition>(field: T): T => {
  const placed = { ...field, fieldset: aidsFieldset.name }
  return hasOwnLimit(field) ? ownLimit(placed) : placed
}
