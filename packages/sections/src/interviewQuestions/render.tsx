import type { SectionRender } from '../render'
import { InterviewQuestions } from './InterviewQuestions'

export const interviewQuestionsSection: SectionRender<'interviewQuestionsSection'> = (section) => (
  <InterviewQuestions content={section} />
)
