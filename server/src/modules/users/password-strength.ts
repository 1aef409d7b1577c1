import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { VALIDATION } from '../../shared/messages.fr';
import { passwordProblem } from '../../shared/password-policy';

/** zxcvbn's score (0–4) a new password must reach: 3 = "safely unguessable" (about 10^8 guesses or more). */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

/**
 * The strength estimator, built on first use (its dictionaries take about half a second to load):
 * @zxcvbn-ts/core with the common (passwords, names) and French dictionaries, French feedback.
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
  return estimator;
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
