import type { APIRequestContext } from '@playwright/test';
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
