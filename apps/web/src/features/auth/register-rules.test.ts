import { signupRequestSchema } from '@kehribar/contracts';
import { describe, expect, it } from 'vitest';
import {
  birthLimits,
  clampDigits,
  emptyRegisterValues,
  fullPhoneNumber,
  isoBirthDate,
  isRealDate,
  isValidBirthDate,
  normalizeCountryCode,
  normalizePhone,
  toSignupRequest,
  type RegisterValues,
} from './register-rules.ts';
import { registerSchema } from './register-schema.ts';

const NOW = new Date(2026, 10, 21);

describe('phone inputs', () => {
  it('the country code keeps its plus, takes digits only and at most three', () => {
    expect(normalizeCountryCode('')).toBe('+');
    expect(normalizeCountryCode('90')).toBe('+90');
    expect(normalizeCountryCode('+90')).toBe('+90');
    expect(normalizeCountryCode('9')).toBe('+9');
    expect(normalizeCountryCode('+9a0')).toBe('+90');
    expect(normalizeCountryCode('+1234')).toBe('+123');
    // deleting the plus (the caret after it) gives it back
    expect(normalizeCountryCode('90'.slice(0))).toBe('+90');
  });

  it('the number takes digits only', () => {
    expect(normalizePhone('532 123 45 67')).toBe('5321234567');
    expect(normalizePhone('(532)-12a3')).toBe('532123');
    expect(normalizePhone('1'.repeat(20))).toHaveLength(15);
  });

  it("becomes '+<code> <digits>'", () => {
    expect(fullPhoneNumber('+90', '5321234567')).toBe('+90 5321234567');
  });
});

describe('birth date inputs', () => {
  const limits = birthLimits(NOW);

  it('day 1-31, month 1-12, year 1900 to this year', () => {
    expect(limits.day).toMatchObject({ min: 1, max: 31 });
    expect(limits.month).toMatchObject({ min: 1, max: 12 });
    expect(limits.year).toMatchObject({ min: 1900, max: 2026 });
  });

  it('values above the maximum are clamped to it; digits only; no longer than the field', () => {
    expect(clampDigits('45', limits.day.max, limits.day.length)).toBe('31');
    expect(clampDigits('13', limits.month.max, limits.month.length)).toBe('12');
    expect(clampDigits('2999', limits.year.max, limits.year.length)).toBe('2026');
    expect(clampDigits('19901', limits.year.max, limits.year.length)).toBe('1990');
    expect(clampDigits('0a7', limits.month.max, limits.month.length)).toBe('07');
    expect(clampDigits('x', 31, 2)).toBe('');
    // below the minimum stays, for the validator: '1' is on its way to '1985'
    expect(clampDigits('1', limits.year.max, limits.year.length)).toBe('1');
  });

  it('knows real dates and refuses future ones', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2023, 4, 31)).toBe(false);
    expect(isValidBirthDate(1990, 7, 14, NOW)).toBe(true);
    expect(isValidBirthDate(2026, 11, 21, NOW)).toBe(true);
    expect(isValidBirthDate(2026, 11, 22, NOW)).toBe(false);
    expect(isValidBirthDate(1899, 12, 31, NOW)).toBe(false);
    expect(isoBirthDate('1990', '7', '4')).toBe('1990-07-04');
  });
});

describe('the registration form', () => {
  const valid: RegisterValues = {
    ...emptyRegisterValues,
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: 'ayse@example.com',
    countryCode: '+90',
    phone: '5321234567',
    birthDay: '14',
    birthMonth: '7',
    birthYear: '1990',
    gender: '1',
    password: 'amber-secret-1',
    confirmPassword: 'amber-secret-1',
    acceptMarketing: true,
    acceptTerms: true,
  };
  const schema = registerSchema(NOW);
  const issues = (values: RegisterValues) => {
    const result = schema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a complete form and makes a request the contract accepts', () => {
    expect(issues(valid)).toEqual({});
    const request = toSignupRequest(valid, 'x'.repeat(40));
    expect(request).toMatchObject({ phoneNumber: '+90 5321234567', birthDate: '1990-07-14', gender: 1 });
    expect(signupRequestSchema.safeParse(request).success).toBe(true);
    expect(toSignupRequest({ ...valid, gender: '0' }, 'x').gender).toBe(0);
  });

  it('an empty form has an error on every required field', () => {
    expect(Object.keys(issues(emptyRegisterValues)).sort()).toEqual(
      [
        'acceptTerms',
        'birthDay',
        'birthMonth',
        'birthYear',
        'confirmPassword',
        'email',
        'firstName',
        'gender',
        'lastName',
        'password',
        'phone',
      ].sort(),
    );
  });

  it('checks each rule', () => {
    expect(issues({ ...valid, email: 'ayse@' })).toEqual({ email: 'auth.errors.email' });
    expect(issues({ ...valid, countryCode: '+' })).toEqual({ countryCode: 'auth.errors.countryCode' });
    expect(issues({ ...valid, phone: '53' })).toEqual({ phone: 'auth.errors.phone' });
    expect(issues({ ...valid, birthYear: '1899' })).toEqual({ birthYear: 'auth.errors.year' });
    expect(issues({ ...valid, birthDay: '0' })).toEqual({ birthDay: 'auth.errors.day' });
    expect(issues({ ...valid, birthMonth: '2', birthDay: '30' })).toEqual({ birthDay: 'auth.errors.date' });
    expect(issues({ ...valid, gender: '' })).toEqual({ gender: 'auth.errors.gender' });
    expect(issues({ ...valid, password: 'amber12', confirmPassword: 'amber12' })).toEqual({
      password: 'auth.errors.password',
    });
    expect(issues({ ...valid, password: 'Ayse@Example.com', confirmPassword: 'Ayse@Example.com' })).toEqual({
      password: 'auth.errors.passwordIsEmail',
    });
    expect(issues({ ...valid, confirmPassword: 'amber-secret-2' })).toEqual({
      confirmPassword: 'auth.errors.confirm',
    });
    expect(issues({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: 'auth.errors.terms' });
  });

  it('leaves marketing consent optional and sends the choice as made (decision 026)', () => {
    expect(emptyRegisterValues.acceptMarketing).toBe(false);
    const without = { ...valid, acceptMarketing: false };
    expect(issues(without)).toEqual({});
    expect(toSignupRequest(without, 'x'.repeat(40)).acceptMarketing).toBe(false);
    expect(signupRequestSchema.safeParse(toSignupRequest(without, 'x'.repeat(40))).success).toBe(true);
    expect(toSignupRequest(valid, 'x'.repeat(40)).acceptMarketing).toBe(true);
    expect(issues({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: 'auth.errors.terms' });
  });
});
