import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { API } from '@kehribar/contracts';

/** A real ALTCHA challenge from the shop, solved as the widget does: the payload a form sends. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  // The widget's endpoint answers the bare challenge (no { data } envelope).
  const challenge = (await (await request.get(API.Account.Captcha)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey } as Parameters<typeof solveChallenge>[0]);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Waits until the page's ALTCHA widget has solved its challenge. It starts when the form is first
 * focused; where it has not started yet, its box is ticked, as a shopper would.
 */
export async function captchaSolved(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget').first();
  if ((await widget.locator('[data-state="unverified"]').count()) > 0) {
    // The box's drawn tick lies over the input.
    await widget.getByRole('checkbox').click({ force: true });
  }
  await expect(widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 30_000 });
}
