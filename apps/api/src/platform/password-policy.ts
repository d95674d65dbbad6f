import { passwordRuleBroken } from '@kehribar/contracts';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from './errors.ts';
import { MESSAGES, type MessageText } from './messages.ts';

/**
 * zxcvbn's estimate below which a password is refused: score 2 means at least about 10^6 guesses, more
 * than an attacker gets against the per-account sign-in lock (decision 019). Lists of the most used
 * passwords, names and words score 0 or 1.
 */
const MIN_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loaded on the first new password, not at start: the word lists take about 17 MB of heap. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

export interface PasswordOwner {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** Why a new password is refused, or null when it is acceptable. */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<MessageText | null> {
  const broken = passwordRuleBroken(password, owner.email);
  if (broken === 'tooShort') return MESSAGES.passwordTooShort;
  if (broken === 'isEmail') return MESSAGES.passwordIsEmail;
  const personal = [
    owner.email,
    owner.email.split('@')[0] ?? '',
    owner.firstName ?? '',
    owner.lastName ?? '',
    'kehribar',
  ].map((word) => word.toLowerCase());
  const { score } = (await loadEstimator()).check(password, personal.filter(Boolean));
  return score < MIN_SCORE ? MESSAGES.passwordTooCommon : null;
}

/** Refuses (400 WEAK_PASSWORD, with the reason in the request's language) a password that breaks the rules. */
export async function assertStrongPassword(password: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw new AppError(400, 'WEAK_PASSWORD', problem);
}
