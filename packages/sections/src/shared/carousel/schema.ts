import { requiredString } from '../../schema/fields'
import { aid } from '../../schema/aids'
import { template } from '../../schema/template'

/** What screen readers hear of a carousel (Carousel.tsx): its buttons and each slide's place. */
export const carouselAidFields = [
  aid(requiredString('previousLabel', 'Button „Zurück“ (Screenreader)')),
  aid(requiredString('nextLabel', 'Button „Weiter“ (Screenreader)')),
  aid(
    template(
      'slideLabelTemplate',
      'Folienbeschriftung (Screenreader)',
      ['index', 'count'],
      '{index} von {count}',
      { optionalField: true },
    ),
  ),
]
