import type { AdminTextKey, Translate } from '../i18n/use-admin-text.ts';

/**
 * The admin's words for a form error. A field error arrives from the form's zod schema (the
 * contract's) as its issue code (`type`) and message; the message is either the contract's own words
 * for a rule (Turkish: the shop's language) or zod's English default ('Too small: expected string to
 * have >=3 characters'), which is never shown as it is:
 *
 * - an empty field is 'required' (adminResolver marks errors on empty values so, whatever the rule);
 * - a contract message is shown as it is in Turkish, and as its English twin in English (unknown
 *   ones: a generic English text);
 * - zod's defaults become short texts by kind, with the bound where there is one ('En az 3 karakter
 *   olmalı.', 'En çok 100 olabilir.').
 */
export interface FieldIssue {
  type?: string;
  message?: string;
}

/**
 * Contract messages the back office's forms can meet, with the admin text that says them in the
 * admin's language. The Turkish texts are the contract's words (a unit test holds them together).
 */
export const CONTRACT_MESSAGES: Readonly<Record<string, AdminTextKey>> = {
  // packages/contracts/src/coupon.ts
  'Kupon kodu yalnızca harf, rakam, - ve _ içerebilir.': 'valid.couponCodeChars',
  'İndirim oranı %1 ile %100 arasında olmalı.': 'valid.rateRange',
  'En az tutar ya da en az adet: ikisinden yalnızca biri girilebilir.': 'valid.amountOrQuantity',
  'Bitiş tarihi başlangıç tarihinden önce olamaz.': 'valid.endBeforeStart',
  'Geçerli ürünler ya da geçerli koleksiyonlar: ikisinden yalnızca biri seçilebilir.':
    'valid.productsOrCollections',
  // packages/contracts/src/admin.ts
  'En fazla iki ondalık basamak girilebilir.': 'valid.twoDecimals',
  'Kaydetmeden önce bir kategori seçin.': 'products.chooseCategoryError',
  'Yalnız erkek ve yalnız kadın birlikte seçilemez.': 'valid.bothGenders',
  'Fiyat sıfırdan büyük olmalı.': 'valid.priceAboveZero',
};

/** zod's own English messages (its 'en' locale) start so; contract messages never do. */
const ZOD_DEFAULT = /^(Invalid|Too small|Too big|Unrecognized key)/;

const isContractMessage = (message: string): boolean => message.trim() !== '' && !ZOD_DEFAULT.test(message);

interface Bound {
  origin: string;
  /** '>=', '>', '<=', '<' or 'exactly '. */
  relation: string;
  value: number;
}

/** The bound of a default too_small / too_big message: 'expected string to have >=3 characters'. */
function boundOf(message: string): Bound | null {
  const match = /expected (\w+) to (?:have|be) (exactly |>=|<=|>|<)(-?\d+(?:\.\d+)?)/.exec(message);
  return match ? { origin: match[1]!, relation: match[2]!, value: Number(match[3]) } : null;
}

const SIZED = new Set(['string', 'array', 'set', 'file']);

function tooSmall(message: string, t: Translate, number: (n: number) => string): string {
  const bound = boundOf(message);
  if (!bound) return t('common.tooSmall');
  if (SIZED.has(bound.origin)) {
    const min = bound.relation === '>' ? bound.value + 1 : bound.value;
    if (min <= 1) return t('common.required');
    if (bound.origin === 'string') return t('common.minLength', { min });
    return bound.origin === 'array' || bound.origin === 'set'
      ? t('common.minItems', { min })
      : t('common.tooSmall');
  }
  if (bound.origin === 'number' || bound.origin === 'bigint') {
    return bound.relation === '>'
      ? t('common.aboveNumber', { min: number(bound.value) })
      : t('common.minNumber', { min: number(bound.value) });
  }
  return t('common.tooSmall');
}

function tooBig(message: string, t: Translate, number: (n: number) => string): string {
  const bound = boundOf(message);
  if (!bound) return t('common.tooBig');
  if (SIZED.has(bound.origin)) {
    const max = bound.relation === '<' ? bound.value - 1 : bound.value;
    if (bound.origin === 'string') return t('common.maxLength', { max });
    return bound.origin === 'array' || bound.origin === 'set'
      ? t('common.maxItems', { max })
      : t('common.tooBig');
  }
  if (bound.origin === 'number' || bound.origin === 'bigint') {
    return bound.relation === '<'
      ? t('common.belowNumber', { max: number(bound.value) })
      : t('common.maxNumber', { max: number(bound.value) });
  }
  return t('common.tooBig');
}

/** The words for zod's default message of an issue code. */
function byKind(error: FieldIssue, t: Translate, number: (n: number) => string): string {
  const message = error.message ?? '';
  switch (error.type) {
    case 'required':
      return t('common.required');
    case 'too_small':
      return tooSmall(message, t, number);
    case 'too_big':
      return tooBig(message, t, number);
    case 'invalid_format':
      if (/email/i.test(message)) return t('common.invalidEmail');
      if (/ISO date/i.test(message)) return t('common.invalidDate');
      return t('common.invalid');
    case 'invalid_type':
      if (/received (undefined|null|NaN)\b/.test(message)) return t('common.required');
      if (/expected int\b/.test(message)) return t('common.wholeNumber');
      if (/expected number\b/.test(message)) return t('common.number');
      return t('common.invalid');
    case 'not_multiple_of':
      return t('common.invalid');
    default:
      return t('common.invalid');
  }
}

export function fieldErrorText(
  error: FieldIssue | undefined,
  t: Translate,
  isEnglish = false,
): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  const number = (n: number) => n.toLocaleString(isEnglish ? 'en-GB' : 'tr-TR');
  const known = CONTRACT_MESSAGES[message.trim()];
  if (known) return t(known);
  if (isContractMessage(message)) {
    // A Turkish contract message says it best in Turkish; an unknown one in English gets the generic text.
    if (!isEnglish) return message;
    return error.type === 'required' ? t('common.required') : t('common.invalid');
  }
  return byKind(error, t, number);
}

/** What counts as nothing typed or chosen: '', spaces, no choice, an empty number input (NaN). */
export function isEmptyValue(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

type ErrorTree = Record<string, unknown>;

const isLeaf = (node: unknown): node is FieldIssue & Record<string, unknown> =>
  !!node && typeof node === 'object' && typeof (node as FieldIssue).type === 'string';

const valueAt = (values: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at != null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    values,
  );

/**
 * The form's errors with every error on an empty value turned into 'required' (the message kept, so
 * a contract's own words still win): 'Too small: expected string to have >=3 characters' on an empty
 * coupon code means the code is missing, not that it is short.
 */
export function requiredWhenEmpty<E extends object>(errors: E, values: unknown): E {
  const mark = (node: unknown, path: readonly string[]): unknown => {
    if (isLeaf(node)) return isEmptyValue(valueAt(values, path)) ? { ...node, type: 'required' } : node;
    if (Array.isArray(node)) return node.map((item, i) => mark(item, [...path, String(i)]));
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node as ErrorTree).map(([key, child]) => [key, mark(child, [...path, key])]),
      );
    }
    return node;
  };
  return mark(errors, []) as E;
}
