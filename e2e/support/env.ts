/** What global setup hands to the test workers (through environment variables, which workers inherit). */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  mailDir: 'E2E_MAIL_DIR',
  dataDir: 'E2E_DATA_DIR',
} as const;

/** The administrator the e2e server is started with. */
export const E2E_ADMIN = { email: 'e2e-admin@kehribar.test', password: 'e2e-admin-password-1' } as const;

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the journeys through playwright.config.ts (npm run test:e2e)`);
  return value;
}
