import normalizeEmail from 'validator/lib/normalizeEmail.js';

/**
 * The e-mail key a guest's "once per customer" is checked on (decision 018): trimmed and lower-cased,
 * and folded where the mail provider itself delivers several spellings to one inbox (Gmail's dots and
 * +tags, googlemail.com, and the +tags of Outlook, iCloud and Yahoo's -tags), as validator's
 * normalizeEmail knows them. Other providers keep their +tags: there a tag may be a different mailbox.
 */
export function buyerEmailKey(email: string): string {
  const plain = email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(plain)) return plain;
  return normalizeEmail(plain) || plain;
}

/**
 * The keys an address may have been recorded under: uses recorded before decision 018 kept only the
 * lower-cased address, so a lookup matches both spellings.
 */
export function buyerEmailKeys(email: string): string[] {
  return [...new Set([buyerEmailKey(email), email.trim().toLowerCase()])];
}
