/** Every component stylesheet as processed text, by root class (written by scripts/build-stylesheets.mjs). */
export declare const stylesheets: Readonly<Record<string, string>>
