import { join } from 'node:path'

/** A small export (drafts, references, images) standing in for the bundled dataset. */
export const fixtureDatasetDir = join(__dirname, 'fixtures', 'dataset')

export const annaImageRef = 'image-f0e163f576947f4c92ccfcf56bd49a3615763b77-4x3-png'
export const logoImageRef = 'image-005cac26da4fc3a21c8d4bf9ee694d2cd3444618-6x6-png'
