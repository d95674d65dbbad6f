export * from './catalog.ts';
export * from './accounts.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './sandbox-bank.ts';
export * from './reconciliation.ts';
export * from './consents.ts';
export * from './audit.ts';
