import { LIMITS } from './constants.ts';

/** The rule a new password breaks that needs no word list: too short, or the e-mail address itself. */
export function passwordRuleBroken(password: string, email: string): 'tooShort' | 'isEmail' | null {
  if (password.length < LIMITS.passwordMin) return 'tooShort';
  const address = email.trim().toLowerCase();
  const typed = password.trim().toLowerCase();
  if (address && (typed === address || typed === address.split('@')[0])) return 'isEmail';
  return null;
}
