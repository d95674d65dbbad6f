import type { Page } from '@playwright/test';
import { tr as adminTr } from '../../apps/web/src/admin/i18n/tr.ts';
import { expect } from '../fixtures.ts';

/** What the back-office journeys share: its Turkish words, a unique tag, and its toasts. */

export type AdminKey = keyof typeof adminTr;

/** The back office's Turkish words (they live in its own chunk, apps/web/src/admin/i18n), filled in. */
export const adminWord = (key: AdminKey, values: Record<string, string | number> = {}) =>
  adminTr[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

/** A short tag no other run uses, for names and addresses a journey makes. */
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Toasts sit at the bottom, over the phone's buttons: wait for one, then close it. */
export async function expectToast(page: Page, text: string) {
  const shown = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await expect(shown).toBeVisible();
  await shown
    .getByRole('button')
    .first()
    .click()
    .catch(() => undefined);
}
