import { LIMITS, passwordRuleBroken } from '@kehribar/contracts/plain';
import { z } from 'zod';
import { birthLimits, isValidBirthDate } from './register-rules.ts';

/**
 * The registration form's rules (docs/product/storefront.md §5). Messages are translation keys under auth.errors;
 * the fields translate them. The request built from a valid form is checked again against the
 * contracts' signupRequestSchema, and the server checks everything once more.
 */
const E = {
  required: 'auth.errors.required',
  email: 'auth.errors.email',
  countryCode: 'auth.errors.countryCode',
  phone: 'auth.errors.phone',
  day: 'auth.errors.day',
  month: 'auth.errors.month',
  year: 'auth.errors.year',
  date: 'auth.errors.date',
  gender: 'auth.errors.gender',
  password: 'auth.errors.password',
  passwordIsEmail: 'auth.errors.passwordIsEmail',
  confirm: 'auth.errors.confirm',
  terms: 'auth.errors.terms',
} as const;

const required = (max: number) => z.string().trim().min(1, E.required).max(max, E.required);

const inRange = (message: string, min: number, max: number) =>
  z
    .string()
    .min(1, E.required)
    .regex(/^\d+$/, message)
    .refine((value) => Number(value) >= min && Number(value) <= max, message);

export function registerSchema(now: Date = new Date()) {
  const limits = birthLimits(now);
  return z
    .object({
      firstName: required(60),
      lastName: required(60),
      email: z.string().trim().min(1, E.required).pipe(z.email(E.email).max(254, E.email)),
      countryCode: z.string().regex(new RegExp(`^\\+\\d{1,${LIMITS.countryCodeMax}}$`), E.countryCode),
      phone: z
        .string()
        .min(1, E.required)
        .regex(/^\d{4,15}$/, E.phone),
      birthDay: inRange(E.day, limits.day.min, limits.day.max),
      birthMonth: inRange(E.month, limits.month.min, limits.month.max),
      birthYear: inRange(E.year, limits.year.min, limits.year.max),
      gender: z.string().refine((value) => value === '0' || value === '1', E.gender),
      password: z.string().min(1, E.required).min(LIMITS.passwordMin, E.password).max(128, E.password),
      confirmPassword: z.string().min(1, E.required),
      // Optional and unticked by default: marketing consent is never a condition of the account (decision 026).
      acceptMarketing: z.boolean(),
      acceptTerms: z.boolean().refine(Boolean, E.terms),
    })
    .superRefine((values, ctx) => {
      if (passwordRuleBroken(values.password, values.email) === 'isEmail') {
        ctx.addIssue({ code: 'custom', path: ['password'], message: E.passwordIsEmail });
      }
      if (values.confirmPassword && values.password !== values.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: E.confirm });
      }
      const [y, m, d] = [values.birthYear, values.birthMonth, values.birthDay].map(Number) as [
        number,
        number,
        number,
      ];
      const partsValid = y >= limits.year.min && m >= 1 && m <= 12 && d >= 1 && d <= 31;
      if (partsValid && !isValidBirthDate(y, m, d, now)) {
        ctx.addIssue({ code: 'custom', path: ['birthDay'], message: E.date });
      }
    });
}
