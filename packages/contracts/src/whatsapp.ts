/**
 * The shop's WhatsApp number and the links the product page builds with it, zod-free so the back office
 * form, the API and the first-load product page check and write it the same way
 * (docs/decisions/041-product-page-instalments-size-guide-share.md).
 */

/**
 * A Turkish number in E.164 form: +90, then ten digits starting with 2–5 (landline area codes and 5xx
 * mobiles) or 8 (850 numbers).
 */
export const TURKISH_PHONE_PATTERN = /^\+90[2-58]\d{9}$/;

/**
 * A number as the owner may type it ('0532 123 45 67', '+90 (532) 123-45-67', '532 1234567', '0090…')
 * in E.164 form; the text unchanged (trimmed) when it cannot be read as a Turkish number, so the check
 * refuses it. '' stays '' (no number).
 */
export function normaliseTurkishPhone(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (/[^\d\s()+.-]/.test(trimmed)) return trimmed;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('0090')) digits = digits.slice(4);
  else if (digits.startsWith('90') && digits.length === 12) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 11) digits = digits.slice(1);
  const e164 = `+90${digits}`;
  return TURKISH_PHONE_PATTERN.test(e164) ? e164 : trimmed;
}

/** wa.me takes the number as digits only; without one it opens WhatsApp to pick whom to send the text to. */
export function whatsappLink(text: string, e164Number?: string | null): string {
  const number = e164Number ? e164Number.replace(/\D/g, '') : '';
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
