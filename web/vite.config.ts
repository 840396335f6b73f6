import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeBuild } from './build/locale-build';
import { precompress } from './build/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    // Each route's component becomes its own chunk, together with its loader (which imports the
    // feature's queries): the entry holds neither, and hovering a link fetches one chunk, then data.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
        // Except the landing page, which ships in the entry: it is the first route most visitors see,
        // and as a lazy chunk its small shared pieces (query hooks, card, icons) came as 30 separate
        // files that compress worse apart (143 KB against 136 KB together).
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
      },
    }),
    react(),
    tailwindcss(),
    // The client build's scripts and styles, compressed once (the SSR build has no assets/).
    ...(isSsrBuild ? [] : [precompress()]),
    // The client is built once per language, its words fixed (`vite build --mode ms`); the server
    // render chooses per page.
    ...(isSsrBuild ? [] : [localeBuild(mode)]),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The SSR build (dist-server/entry-server.js) is one self-contained module the API imports: every
  // package bundled in, React's production build, nothing resolved at run time.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/objects': apiTarget,
      '/widget': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-server',
        sourcemap: false,
        copyPublicDir: false,
        // One file: the API imports it anew when it is rebuilt, and a fresh import of an entry whose
        // chunks kept their names would share those chunks' state with the old one.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        sourcemap: process.env.WEB_SOURCEMAP === '1',
        // dist/.vite/manifest.json: the server reads it to preload each public route's chunks in the
        // first HTML (api/src/modules/pages).
        manifest: true,
        rolldownOptions: {
          // What inlining common chunks requires: the entry's exports are nobody's (one app, no library).
          preserveEntrySignatures: false,
          output: {
            // Lazy chunks by their hash alone: the entry lists every chunk's file name for its preloads
            // (__vite__mapDeps, some 150 names), and the names' words cost the landing page ~0.5 KB of it.
            chunkFileNames: 'assets/[hash].js',
            // The shell every page runs on, in two chunks: React, then the router, the query cache, the API
            // client and the shared package. Left to itself Rolldown cut it into ~20 files wherever a lazy
            // route shared a piece with the landing page, and small files compress worse apart
            // (landing page 140.0 KB in 26 files before, 133.1 KB in 6 after; budget.spec.ts). The shared
            // package's back-office rules (the audit log's sentences, badge rates) stay with their pages.
            codeSplitting: {
              // Common chunks under 4 KB (before minifying) are copied into the chunks that use them:
              // the catalog's messages and the icons made ~150 files of a few hundred bytes, and a
              // signed-in page fetched 158 files (46 after). Costs the landing page ~4 KB of module
              // wrappers (the strict execution order this requires).
              experimentalInlineCommonChunks: { maxSize: 4096 },
              groups: [
                // React alone: a rendered page evaluates it in a task of its own (web/src/main.tsx).
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: 'shell',
                  test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|react-query|query-core|history|store|react-store)|clsx|tailwind-merge|class-variance-authority|openapi-fetch)[\\/]|[\\/]openapi[\\/]src[\\/](?!audit-sentence|calendar-file|payment-words|refund-policy|reference-rates|staff-refund-amount)|node_modules[\\/]lucide-react[\\/].*(createLucideIcon|Icon|defaultAttributes|shared)/,
                },
              ],
            },
          },
        },
      },
}));
