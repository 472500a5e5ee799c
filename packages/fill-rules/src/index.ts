/**
 * @filldeck/fill-rules — what a form field means, shared by the page engine and the server's
 * matcher (docs/matcher.md). No DOM, no Node: data and pure functions.
 */
export * from './age.ts';
export * from './classify-text.ts';
export * from './concepts.ts';
export * from './dates.ts';
export * from './history.ts';
export * from './honorifics.ts';
export * from './kin.ts';
export * from './locales/index.ts';
export * from './options.ts';
export * from './person-line.ts';
export * from './protected-words.ts';
export * from './text.ts';
export * from './yes-no.ts';
