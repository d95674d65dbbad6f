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
  'Alt kategori adı boş olamaz.': 'valid.subCategoryName',
  'Yasal metin boş bırakılamaz.': 'valid.legalText',
  // packages/contracts/src/rule-messages.ts (decision 041)
  'WhatsApp numarası bir Türkiye numarası olmalı (ör. +90 532 123 45 67).': 'valid.whatsappNumber',
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

// ---- server refusals without raw paths (issue 20) ----

/** A refused field as the server names it: 'body.name', 'querystring.id', 'body.lines.0.price'. */
export interface ServerFieldProblem {
  path: string;
  message: string;
}

/** The part of a request a path starts with (fastify's validation context). */
const REQUEST_PART = /^(?:body|querystring|query|params|headers)(?:\.|$)/;
/** A raw path inside a message: a request part, then dotted keys. */
const RAW_PATH = /\b(?:body|querystring|query|params|headers)(?:\.[\w$-]+)+/g;
/** fastify's and the shop's refusal head keeps the first problem in brackets: '… (body.name: Bu alan …)'. */
const FIRST_PROBLEM = /\s*\((?:body|querystring|query|params|headers)(?:\.[\w$-]+)*:[^()]*\)\s*$/;

const LEGAL = ['distanceSellingContract', 'deliverAndReturn', 'termOfUse', 'privacyPolicy'] as const;

/**
 * The admin's label for each field name a back-office write sends. A name not here is said without a
 * label (its message alone), never as the raw name.
 */
const FIELD_LABELS: Readonly<Record<string, AdminTextKey | ((t: Translate) => string)>> = {
  title: 'products.name',
  titleEN: 'products.nameEN',
  description: 'products.description',
  descriptionEN: 'products.descriptionEN',
  categoryId: 'products.category',
  subCategoryId: 'products.subCategory',
  collectionId: 'products.collection',
  gender: 'products.gender',
  color: 'products.color',
  size: 'products.size',
  stock: 'products.stock',
  priceTRY: 'products.priceTRY',
  priceUSD: 'products.priceUSD',
  priceForeign: 'products.priceEUR',
  salePriceTRY: 'forms.field.salePriceTRY',
  salePriceUSD: 'forms.field.salePriceUSD',
  salePriceForeign: 'forms.field.salePriceEUR',
  saleEndDate: 'forms.field.saleEndDate',
  name: 'common.name',
  nameEN: 'common.nameEN',
  variantName: 'variants.name',
  variantNameEN: 'variants.nameEN',
  sizeOptions: 'categories.sizeOptions',
  maxInstallments: 'categories.maxInstallments',
  colorName: 'colors.name',
  colorNameEN: 'colors.nameEN',
  colorCode: 'colors.code',
  storeTitle: 'store.storeTitle',
  storeAddress: 'store.address',
  storeEmail: 'store.email',
  ModelName: 'press.modelName',
  ModelImages: 'press.modelImages',
  ProductImages: 'press.productImages',
  mailInfo: 'static.mailInfo',
  instaInfo: 'static.instaInfo',
  phoneNumberInfo: 'static.phoneNumberInfo',
  returnCarrier: 'static.returnCarrier',
  returnCode: 'static.returnCode',
  sellerTradeName: 'static.sellerTradeName',
  sellerMersisNo: 'static.sellerMersisNo',
  sellerAddress: 'static.sellerAddress',
  sellerKepAddress: 'static.sellerKepAddress',
  sellerPhone: 'static.sellerPhone',
  sellerEmail: 'static.sellerEmail',
  whatsappNumber: 'static.whatsappNumber',
  shippingCode: 'orders.shippingCode',
  trackingUrl: 'orders.trackingUrl',
  carrier: 'orders.carrier',
  couponCode: 'forms.field.couponCode',
  ...Object.fromEntries(
    LEGAL.flatMap((key) => [
      [key, (t: Translate) => `${t(`static.${key}`)} (${t('static.turkish')})`],
      [`${key}EN`, (t: Translate) => `${t(`static.${key}`)} (${t('static.english')})`],
    ]),
  ),
};

/** The field a server path names: its last key that is not a list index ('body.lines.0.price' → 'price'). */
export function fieldNameOf(path: string): string | undefined {
  const keys = path.replace(REQUEST_PART, '').split('.').filter(Boolean);
  return [...keys].reverse().find((key) => !/^\d+$/.test(key));
}

/** The admin's label of the field a server path names; undefined when the form has no such label. */
export function fieldLabelOf(path: string, t: Translate): string | undefined {
  const name = fieldNameOf(path);
  const label = name ? FIELD_LABELS[name] : undefined;
  if (!label) return undefined;
  return typeof label === 'function' ? label(t) : t(label);
}

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * A server refusal as the admin reads it: the head of the message, then each refused field by its label
 * ('İngilizce ad: Alt kategori adı boş olamaz.') or, with no label for it, by its message alone. The raw
 * paths the server names fields by ('body.nameEN', 'querystring.id') never reach the screen.
 */
export function readableServerMessage(
  message: string | undefined,
  details: readonly ServerFieldProblem[] | undefined,
  t: Translate,
): string | undefined {
  const said = (path: string, text: string) => {
    const label = fieldLabelOf(path, t);
    return sentence(label ? `${label}: ${text}` : text);
  };
  if (details?.length) {
    const head = message?.replace(FIRST_PROBLEM, '').trim();
    const problems = [...new Set(details.map((d) => said(d.path, d.message)))];
    return [head ? sentence(head) : undefined, ...problems].filter(Boolean).join(' ');
  }
  if (!message) return undefined;
  // A message with a path but no details (an older answer, a hand-made one): each path becomes its label.
  return message
    .replace(RAW_PATH, (path) => fieldLabelOf(path, t) ?? '')
    .replace(/\(\s*:\s*/g, '(')
    .replace(/\s+:/g, ':')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
