export const TEST_ADMIN = { email: 'admin@kehribar.test', password: 'admin-password-1' } as const;
