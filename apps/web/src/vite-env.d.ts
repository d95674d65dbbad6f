/// <reference types="vite/client" />

/** Set by vite.config.ts at build time; versions the translation files. */
declare const __BUILD_ID__: string;
