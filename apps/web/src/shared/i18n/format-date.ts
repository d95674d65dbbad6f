import type { Language } from '@kehribar/contracts';
import { intlLocale } from '@kehribar/contracts/plain';

/** A date of the API (ISO, or YYYY-MM-DD for birth dates) in the shopper's language, or '' when there is none. */
export function formatDate(value: string | null | undefined, language: Language, withTime = false): string {
  if (!value) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime && !dateOnly ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}
