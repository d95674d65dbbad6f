import type { $ZodConfig } from 'zod/v4/core';

// The page's policy has no 'unsafe-eval' (decision 017). Zod probes for eval (new Function) when it
// builds its first object schema, to compile faster parsers; the refused probe is caught, but the browser
// still reports a policy violation on every page with a form. Jitless, zod never probes. Zod reads this
// global when it loads (its documented way to configure it before import), so the entry stays free of
// zod's code; this module is the entry's first import, ahead of any chunk that builds a schema.
(globalThis as { __zod_globalConfig?: $ZodConfig }).__zod_globalConfig = { jitless: true };
