import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { API } from '@kehribar/contracts';
import type { TestApp } from './harness.ts';

/** Fetches a real ALTCHA challenge from the API and solves it, as the widget does in the browser. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const challenge = (await t.get(API.Account.Captcha)).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey } as Parameters<typeof solveChallenge>[0]);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
