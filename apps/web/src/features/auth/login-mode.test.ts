import { describe, expect, it } from 'vitest';
import {
  loginModeSearch,
  loginSchema,
  otherModes,
  parseLoginMode,
  passwordEnabled,
  safeReturnUrl,
} from './login-mode.ts';

describe('login page modes', () => {
  it('reads the mode from the URL, login by default', () => {
    expect(parseLoginMode(null)).toBe('login');
    expect(parseLoginMode('forgot')).toBe('forgot');
    expect(parseLoginMode('resend')).toBe('resend');
    expect(parseLoginMode('admin')).toBe('login');
  });

  it('disables the password in forgot and resend modes', () => {
    expect(passwordEnabled('login')).toBe(true);
    expect(passwordEnabled('forgot')).toBe(false);
    expect(passwordEnabled('resend')).toBe(false);
  });

  it('links toggle to every other mode', () => {
    expect(otherModes('login')).toEqual(['forgot', 'resend']);
    expect(otherModes('forgot')).toEqual(['login', 'resend']);
    expect(otherModes('resend')).toEqual(['login', 'forgot']);
  });

  it('keeps returnUrl when the mode changes', () => {
    const params = new URLSearchParams('returnUrl=%2Fprofile');
    expect(loginModeSearch(params, 'forgot').toString()).toBe('returnUrl=%2Fprofile&mode=forgot');
    expect(loginModeSearch(new URLSearchParams('returnUrl=%2Fprofile&mode=forgot'), 'login').toString()).toBe(
      'returnUrl=%2Fprofile',
    );
  });

  it('validates e-mail always and the password (min 6) only when signing in', () => {
    const messages = (mode: 'login' | 'forgot', values: { email: string; password: string }) => {
      const result = loginSchema(mode).safeParse(values);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages('login', { email: '', password: '' })).toEqual([
      'login.emailError',
      'login.passwordError',
    ]);
    expect(messages('login', { email: 'a@b.co', password: '12345' })).toEqual(['login.passwordError']);
    expect(messages('login', { email: 'a@b.co', password: '123456' })).toEqual([]);
    expect(messages('forgot', { email: 'a@b', password: '' })).toEqual(['login.emailError']);
    expect(messages('forgot', { email: 'a@b.co', password: '' })).toEqual([]);
  });
});

describe('returnUrl', () => {
  it('is a path of this site, else /', () => {
    expect(safeReturnUrl(null)).toBe('/');
    expect(safeReturnUrl('/profile')).toBe('/profile');
    expect(safeReturnUrl('/products?categories=3#top')).toBe('/products?categories=3#top');
    expect(safeReturnUrl('https://evil.example/')).toBe('/');
    expect(safeReturnUrl('//evil.example/x')).toBe('/');
    expect(safeReturnUrl('/\\evil.example')).toBe('/');
    expect(safeReturnUrl('javascript:alert(1)')).toBe('/');
    expect(safeReturnUrl('/login')).toBe('/');
  });
});
