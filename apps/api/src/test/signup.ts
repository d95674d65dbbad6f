import { solvedCaptcha } from './captcha.ts';
import type { TestApp } from './harness.ts';

/**
 * A complete, valid sign-up request body with a freshly solved captcha; `extra` overrides or adds fields
 * (a weak password, a replayed captcha token, an invalid birth date).
 */
export async function signupBody(t: TestApp, email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    password: 'amber-pass',
    firstName: 'Zeynep',
    lastName: 'Kaya',
    phoneNumber: '+90 5321234567',
    birthDate: '1990-05-17',
    gender: 1,
    // Optional, and unticked by default as on the form (decision 026).
    acceptMarketing: false,
    acceptTerms: true,
    captchaToken: await solvedCaptcha(t),
    ...extra,
  };
}
