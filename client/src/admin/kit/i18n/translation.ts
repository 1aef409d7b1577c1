/**
 * The shape of a translation of the French texts `T`: the same keys at every depth, any string.
 * `const xEn: Translation<typeof xFr> = {…}` fails the type check when a key is missing (required
 * property) or extra (excess property of the object literal); `translation.typecheck.ts` proves it.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
