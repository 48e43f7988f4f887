import { join } from 'node:path'

/** A small export (drafts, references, images) standing in for the bundled dataset. */
export const fixtureDatasetDir = join(__dirname, 'fixtures', 'dataset')

export const annaImageRef = 'image-f0e163f576947f4c92ccfcf56bd49a3615763b77-4x3-png'
export const logoImageRef = 'image-005cac26da4fc3a21c8d4bf9ee694d2cd3444618-6x6-png'

/** The fixture's PDF, referenced by the settings' template download. */
export const templateFileRef = 'file-15e929392844d72c8a57a8c1121502e93c8f3f49-pdf'
export const templateFileName = '15e929392844d72c8a57a8c1121502e93c8f3f49.pdf'
