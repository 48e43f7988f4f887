import { defineField } from 'sanity'
import { uiIconOptions } from './icons'

/** A required icon picked from the UI icon set. */
export const iconField = (name = 'icon', title = 'Symbol') =>
  defineField({
    name,
    title,
    type: 'string',
    options: { list: uiIconOptions },
    validation: (rule) => rule.required().error('Bitte ein Symbol wählen.'),
  })
