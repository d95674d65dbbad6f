import { intlLocale, ORDER_STATUS } from '@kehribar/contracts/plain';

/**
 * Dates and codes as the back office shows them (docs/product/back-office.md §9): orders yyyy-MM-dd HH:mm, coupons
 * dd.MM.yyyy. The shop is in Türkiye, so dates are shown in Türkiye time whatever the browser's zone.
 */
export const SHOP_TIME_ZONE = 'Europe/Istanbul';

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(value: string | Date | null | undefined): DateParts | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** yyyy-MM-dd (order dates); '' for no or a broken date. */
export function formatDate(value: string | Date | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** yyyy-MM-dd HH:mm (order lists). */
export function formatDateTime(value: string | Date | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : '';
}

/** The value of a datetime-local input in Türkiye time: yyyy-MM-ddTHH:mm. */
export function shopDateTimeInput(value: string | Date | null | undefined): string {
  return formatDateTime(value).replace(' ', 'T');
}

/**
 * A datetime-local value read as Türkiye time, as an ISO date with its offset. Türkiye keeps UTC+3 all
 * year (no summer time since 2016), so the offset is fixed. '' or a broken value is null.
 */
export function shopDateTimeToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const iso = `${local}:00+03:00`;
  return Number.isNaN(new Date(iso).getTime()) ? null : iso;
}

/** dd.MM.yyyy (coupon dates). */
export function formatDayDotted(value: string | Date | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** Today in Türkiye as yyyy-MM-dd (the value of a date input). */
export function todayInShop(now: Date = new Date()): string {
  return formatDate(now);
}

/** yyyy-MM-dd plus some days (calendar arithmetic on the date alone). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return date.toISOString().slice(0, 10);
}

/** A shipping code can be sent only for a paid order (docs/product/back-office.md §4, §5). */
export const canShip = (status: number | null | undefined): boolean => status === ORDER_STATUS.Completed;

/** A decimal amount with two places in Turkish or English style, without a currency symbol. */
export function formatAmount(
  amount: number | null | undefined,
  language: 'tr-TR' | 'en-EN' = 'tr-TR',
): string {
  if (amount == null || Number.isNaN(amount)) return '';
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * A number typed by the admin: with both separators the last one is the decimal one ('1.250,50',
 * '1,250.50'); a single separator is the decimal one ('1250,5', '1250.5'). '' is null; text that is
 * not a number is NaN. Number inputs hand over '1250.5' anyway.
 */
export function parseDecimal(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return text;
  const value = (text ?? '').trim().replace(/\s/g, '');
  if (!value) return null;
  let normalised = value;
  if (value.includes(',') && value.includes('.')) {
    // The last separator is the decimal one.
    const decimal = value.lastIndexOf(',') > value.lastIndexOf('.') ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    normalised = value.split(thousands).join('').replace(decimal, '.');
  } else if (value.includes(',')) {
    normalised = value.replace(',', '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}
