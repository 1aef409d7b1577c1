import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { VALIDATION } from '../../shared/messages.fr';
import { passwordProblem } from '../../shared/password-policy';

/** zxcvbn's score (0–4) a new password must reach: 3 = "safely unguessable" (about 10^8 guesses or more). */
export const MIN_PASSWORD_SCORE = 3;

/** The estimator is let go this long after its last use (new passwords are rare: accounts, changes). */
export const ESTIMATOR_IDLE_MS = 60_000;

const PACKAGE = /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]/;

let estimator: ZxcvbnFactory | null = null;
let idle: NodeJS.Timeout | null = null;

/**
 * The strength estimator, built on first use (its dictionaries take about half a second to load):
 * @zxcvbn-ts/core with the common (passwords, names) and French dictionaries, French feedback.
 * It holds about 13 MB of the heap (the word lists and their ranked copies) and is needed only when
 * a password is set, so it is let go `ESTIMATOR_IDLE_MS` after its last use, with its modules (out of
 * `require.cache` and this module's `children`, which would keep the lists alive), and built again
 * by the next password set.
 */
function zxcvbn(): ZxcvbnFactory {
  if (!estimator) {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded on the first password set, not at start */
    const { ZxcvbnFactory: Factory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    const fr = require('@zxcvbn-ts/language-fr') as typeof import('@zxcvbn-ts/language-fr');
    /* eslint-enable @typescript-eslint/no-require-imports */
    estimator = new Factory({ dictionary: { ...common.dictionary, ...fr.dictionary }, graphs: common.adjacencyGraphs, translations: fr.translations });
  }
  if (idle) idle.refresh();
  else idle = setTimeout(releaseEstimator, ESTIMATOR_IDLE_MS).unref();
  return estimator;
}

/** Lets the estimator and its modules go (the idle timer's end; tests). */
export function releaseEstimator(): void {
  if (idle) clearTimeout(idle);
  idle = null;
  estimator = null;
  // Under Jest, `require.cache` is Jest's own (empty) and `module.children` holds nothing of it.
  for (const file of Object.keys(require.cache)) if (PACKAGE.test(file)) delete require.cache[file];
  if (Array.isArray(module.children)) module.children = module.children.filter((child) => !PACKAGE.test(child.id));
}

/** Whether the estimator is built (tests). */
export function estimatorLoaded(): boolean {
  return estimator !== null;
}

/**
 * The French reason a new staff password is refused, or null: the shared rule (length, e-mail's
 * local part), then the strength estimate, with the e-mail and the name as words an attacker knows.
 * Used at account creation and at every password change (issue #32: `Password123!`,
 * `Motdepasse1!` and `aaaaaaaaaa` were accepted).
 */
export function newPasswordProblem(password: string, email: string, name?: string | null): string | null {
  const basic = passwordProblem(password, email);
  if (basic) return basic;
  const userInputs = [email, ...email.split(/[@.+_-]/), ...(name ? name.split(/\s+/) : [])].filter((w) => w.length >= 3);
  const result = zxcvbn().check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning;
  return VALIDATION.passwordTooGuessable(typeof warning === "string" && warning ? warning : null);
}
