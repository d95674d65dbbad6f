import { intlLocale } from '@kehribar/contracts/plain';
/**
 * The translation data of the content pages (docs/product/back-office.md §3): stones, blog posts and certificates
 * live in the per-language translation files (public/assets/i18n/{tr,en}.json) as arrays. These guards
 * keep a malformed entry from breaking a page.
 */
export interface Stone {
  id: string;
  name: string;
  generalInfo: string;
  benefits: string[];
  appearance: string;
  physicalProperties: { hardness: string; composition: string };
  origin: string;
  /** A picture URL; without it the page draws the stone. */
  photo?: string;
}

export interface PostDate {
  day: string;
  month: string;
  year: string;
}

export interface BlogSection {
  title: string;
  content: string;
}

export interface BlogPost {
  id: string;
  category: string;
  date: PostDate;
  title: string;
  excerpt: string;
  content: string;
  sections?: BlogSection[];
  /** A picture URL; without it the card draws an illustration. */
  imageUrl?: string;
}

export interface Certificate {
  id: string;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD), optional. */
  date?: string;
  imageUrl?: string;
}

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const isOptionalText = (value: unknown) => value === undefined || isText(value);

export function isStone(value: unknown): value is Stone {
  if (!isRecord(value)) return false;
  const props = value.physicalProperties;
  return (
    ['id', 'name', 'generalInfo', 'appearance', 'origin'].every((key) => isText(value[key])) &&
    Array.isArray(value.benefits) &&
    value.benefits.every(isText) &&
    isRecord(props) &&
    isText(props.hardness) &&
    isText(props.composition) &&
    isOptionalText(value.photo)
  );
}

function isPostDate(value: unknown): value is PostDate {
  return (
    isRecord(value) && ['day', 'month', 'year'].every((key) => /^\d{1,4}$/.test(String(value[key] ?? '')))
  );
}

const isSection = (value: unknown): value is BlogSection =>
  isRecord(value) && isText(value.title) && isText(value.content);

export function isBlogPost(value: unknown): value is BlogPost {
  if (!isRecord(value)) return false;
  return (
    ['id', 'category', 'title', 'excerpt', 'content'].every((key) => isText(value[key])) &&
    isPostDate(value.date) &&
    (value.sections === undefined || (Array.isArray(value.sections) && value.sections.every(isSection))) &&
    isOptionalText(value.imageUrl)
  );
}

export function isCertificate(value: unknown): value is Certificate {
  if (!isRecord(value)) return false;
  return (
    ['id', 'title', 'description'].every((key) => isText(value[key])) &&
    (value.date === undefined || (isText(value.date) && !Number.isNaN(Date.parse(value.date)))) &&
    isOptionalText(value.imageUrl)
  );
}

/** The entries of a translated list that pass the guard (anything else is dropped and logged). */
export function validItems<T>(value: unknown, guard: (item: unknown) => item is T, what: string): T[] {
  if (!Array.isArray(value)) return [];
  const items = value.filter(guard);
  if (items.length !== value.length)
    console.warn(`[content] ${value.length - items.length} malformed ${what}`);
  return items;
}

/** Text with blank lines between paragraphs → the paragraphs. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The post's date as YYYY-MM-DD (for <time dateTime>) and as words in the language. */
export function postDate(date: PostDate, language: string): { iso: string; label: string } {
  const year = Number(date.year);
  const month = Number(date.month);
  const day = Number(date.day);
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const label = new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  return { iso, label };
}

/** A certificate's date as its month and year in the language ('Mart 2026', 'March 2026'). */
export function monthYear(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(isoDate));
}
