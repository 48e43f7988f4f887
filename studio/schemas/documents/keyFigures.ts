import { ChartUpwardIcon } from '@sanity/icons/ChartUpward'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { factsInUse, figuresEdited } from '../lib/factsInUse'

interface Figure {
  key?: string
}

/** Two figures with one key would make a placeholder ambiguous. */
function uniqueKeys(figures: Figure[] | undefined): true | string {
  const keys = (figures ?? []).flatMap((figure) => (figure.key ? [figure.key] : []))
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index)
  return repeated ? `Das Kürzel „${repeated}“ gibt es zweimal.` : true
}

/**
 * The recurring claims of the copy (time to hire, match rate, …), each written once here and
 * shown in texts through `{{kennzahl.<key>}}`.
 */
export const keyFigures = defineType({
  name: 'keyFigures',
  title: 'Kennzahlen',
  type: 'document',
  icon: ChartUpwardIcon,
  // A figure the copy names ({{kennzahl.…}}) can be renamed or removed only once no copy does.
  validation: (rule) => rule.custom(factsInUse(figuresEdited)),
  fields: [
    defineField({
      name: 'figures',
      title: 'Kennzahlen',
      description:
        'Texte zeigen eine Kennzahl mit {{kennzahl.<Kürzel>}}, z. B. „in {{kennzahl.tageBisEinstellung}} ' +
        'Tagen“. Eine Änderung hier ändert jede Seite, die sie zeigt. Preise und Testphasen stehen ' +
        'in den Preisplänen ({{plan.<Kürzel>.preis}}).',
      type: 'array',
      validation: (rule) => rule.custom(uniqueKeys),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'keyFigure',
          title: 'Kennzahl',
          fields: [
            defineField({
              name: 'key',
              title: 'Kürzel',
              description: 'Buchstaben und Ziffern, ohne Leerzeichen, z. B. tageBisEinstellung',
              type: 'string',
              validation: (rule) => [
                rule.required().error('Bitte ein Kürzel angeben.'),
                rule
                  .regex(/^[a-zA-Z][a-zA-Z0-9]*$/)
                  .error('Nur Buchstaben und Ziffern, beginnend mit einem Buchstaben.'),
              ],
            }),
            defineField({
              name: 'label',
              title: 'Bedeutung',
              description: 'Wofür die Zahl steht, z. B. „Tage bis zur Einstellung (Durchschnitt)“',
              type: 'string',
              validation: (rule) => rule.required().error('Bitte die Bedeutung angeben.'),
            }),
            defineField({
              name: 'value',
              title: 'Wert',
              description: 'Wie er im Text steht, z. B. „7“, „24–48“, „68 %“',
              type: 'string',
              validation: (rule) => [
                rule.required().error('Bitte einen Wert angeben.'),
                rule.max(16).warning('Ein Wert steht mitten im Satz: höchstens 16 Zeichen.'),
              ],
            }),
          ],
          preview: {
            select: { key: 'key', label: 'label', value: 'value' },
            prepare: ({ key, label, value }) => ({
              title: `${value ?? '–'}: ${label ?? ''}`,
              subtitle: `{{kennzahl.${key ?? '…'}}}`,
              media: ChartUpwardIcon,
            }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { figures: 'figures' },
    prepare: ({ figures }: { figures?: unknown[] }) => ({
      title: 'Kennzahlen',
      subtitle: `${figures?.length ?? 0} Kennzahlen für Platzhalter`,
    }),
  },
})
