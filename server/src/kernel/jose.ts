import type * as Jose from 'jose';

let loaded: typeof Jose | undefined;

/**
 * jose, loaded at the first token issued or checked rather than at start (issue #31): it ships as an
 * ES module only, which Node compiles outside the start-up's code cache (compile-cache.ts), ~30 ms of
 * every start for a library no start uses.
 */
export function jose(): typeof Jose {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (start-up time)
  loaded ??= require('jose') as typeof Jose;
  return loaded;
}
