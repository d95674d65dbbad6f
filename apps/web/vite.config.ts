import { defineConfig, type Plugin } from 'vite';
import { deferAppStartPlugin } from './build/defer-app-start.ts';
import { leavePaymentFramePlugin } from './build/leave-payment-frame.ts';
import react from '@vitejs/plugin-react';
import { FontaineTransform } from 'fontaine';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Where the dev server sends /api and /uploads (the Fastify API). */
const apiTarget = process.env.KEHRIBAR_API_URL ?? 'http://localhost:30000';

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
};

const buildId = Date.now().toString(36);

/**
 * The translation file is fetched by the app only after its scripts have run; this asks for it at once,
 * in parallel with the scripts, for the language the shopper stored (Turkish by default). 'language' is
 * STORAGE_KEYS.language of the contracts, which the config loader cannot import as TypeScript.
 */
const preloadTranslations: Plugin = {
  name: 'kehribar-preload-translations',
  transformIndexHtml: () => [
    {
      tag: 'script',
      injectTo: 'head',
      children: `(function(){var l='tr';try{if(localStorage.getItem('language')==='en-EN')l='en'}catch(e){}var k=document.createElement('link');k.rel='preload';k.as='fetch';k.crossOrigin='anonymous';k.href='/assets/i18n/'+l+'.json?v=${buildId}';document.head.appendChild(k)})()`,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    leavePaymentFramePlugin,
    preloadTranslations,
    deferAppStartPlugin,
    // Fallback faces sized to the web fonts' metrics ('Manrope fallback', tokens.css): text keeps its
    // place when the web font arrives, so the swap does not shift the page (CLS).
    FontaineTransform.vite({
      fallbacks: ['Arial'],
      resolvePath: (id: string) => new URL(id.startsWith('/') ? `.${id}` : id, import.meta.url),
    }),
    // Scripts and styles are compressed once here, at the strongest levels, and the server sends the
    // .br or .gz file as it is (@fastify/static preCompressed): smaller than compressing per request.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
  ],
  define: {
    // Versions the (unhashed) translation files so a new build never reads stale ones.
    __BUILD_ID__: JSON.stringify(buildId),
  },
  // The server renderer carries the icons it draws: left external, Node loads lucide-react's whole CommonJS
  // build (every icon, its source kept twice) into the API process for its lifetime
  // (docs/decisions/036-memory-at-rest.md, point 6).
  ssr: { noExternal: ['lucide-react'] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    // `vite build --ssr src/entry-server.tsx` writes the server renderer beside the browser build.
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    // The server renderer links a lazy page's styles and scripts from the manifest (entry-server.tsx).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    // Small icons are inlined; fonts never are, or the render-blocking CSS would carry them.
    assetsInlineLimit: (file: string, content: Buffer) => !file.endsWith('.woff2') && content.length < 2048,
    rolldownOptions: {
      // The contracts package re-exports zod schemas next to plain constants. The storefront only
      // uses its constants and types, so unused modules of the package are dropped whole.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id),
      },
    },
  },
}));
