import type { SectionRender } from '../render'
import { Faq } from './Faq'

export const faqSection: SectionRender<'faqSection'> = (section) => <Faq content={section} />
