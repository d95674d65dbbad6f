import { LIMITS, type SignupRequest } from '@kehribar/contracts/plain';

/**
 * The pure rules of the registration form (docs/product/storefront.md §5): what each input accepts while typing,
 * and how the form's values become an Account/signup request.
 */

export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

/** The country-code input always starts with a '+' that cannot be deleted, then at most 3 digits. */
export function normalizeCountryCode(raw: string): string {
  return `+${digitsOnly(raw).slice(0, LIMITS.countryCodeMax)}`;
}

/** The phone number: digits only (at most 15, the E.164 limit). */
export const normalizePhone = (raw: string): string => digitsOnly(raw).slice(0, 15);

export interface BirthLimits {
  day: { min: number; max: number; length: number };
  month: { min: number; max: number; length: number };
  year: { min: number; max: number; length: number };
}

export function birthLimits(now: Date = new Date()): BirthLimits {
  return {
    day: { min: 1, max: 31, length: 2 },
    month: { min: 1, max: 12, length: 2 },
    year: { min: LIMITS.birthYearMin, max: now.getFullYear(), length: 4 },
  };
}

/**
 * A birth-date part while typing: digits only, no longer than the field, and a value above the
 * maximum is clamped to the maximum (a value below the minimum stays, for the validator to flag:
 * '1' is on its way to '19..').
 */
export function clampDigits(raw: string, max: number, length: number): string {
  const digits = digitsOnly(raw).slice(0, length);
  if (!digits) return '';
  return Number(digits) > max ? String(max) : digits;
}

/** True when the day exists in that month of that year (29 February only in leap years). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when the date is a real one, not in the future. */
export function isValidBirthDate(year: number, month: number, day: number, now: Date = new Date()): boolean {
  if (!isRealDate(year, month, day) || year < LIMITS.birthYearMin) return false;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Date.UTC(year, month - 1, day) <= today;
}

const pad = (value: string | number, length: number) => String(value).padStart(length, '0');

/** YYYY-MM-DD, as Account/signup wants it. */
export const isoBirthDate = (year: string | number, month: string | number, day: string | number): string =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** '+<country code> <digits>', as Account/signup wants it. */
export const fullPhoneNumber = (countryCode: string, phone: string): string =>
  `+${digitsOnly(countryCode)} ${digitsOnly(phone)}`;

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  gender: string;
  password: string;
  confirmPassword: string;
  acceptMarketing: boolean;
  acceptTerms: boolean;
}

export const emptyRegisterValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: '+90',
  phone: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  gender: '',
  password: '',
  confirmPassword: '',
  acceptMarketing: false,
  acceptTerms: false,
};

/** The Account/signup body of a valid form and a solved captcha. */
export function toSignupRequest(values: RegisterValues, captchaToken: string): SignupRequest {
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: fullPhoneNumber(values.countryCode, values.phone),
    birthDate: isoBirthDate(values.birthYear, values.birthMonth, values.birthDay),
    gender: values.gender === '1' ? 1 : 0,
    acceptMarketing: values.acceptMarketing,
    acceptTerms: true,
    captchaToken,
  };
}
