import { join } from 'node:path'

/** The small export (drafts, references, images) the content package's own tests use. */
export const fixtureDatasetDir = join(
  __dirname,
  '..',
  '..',
  'content',
  'test',
  'fixtures',
  'dataset',
)

/** The fixture's PDF, referenced by the settings' template download. */
export const templateFileName = '15e929392844d72c8a57a8c1121502e93c8f3f49.pdf'
