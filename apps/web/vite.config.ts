import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { basename } from 'node:path';
import { defineConfig } from 'vite';

/** Lazy route files are kebab-case; their chunks carry the spec's names. */
const specChunkNames: Record<string, string> = {
  'by-iframe': 'byIframe',
  'point-mall': 'pointMall',
  'promo-detail': 'promoDetail',
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        chunkFileNames(chunk) {
          const file = chunk.facadeModuleId ? basename(chunk.facadeModuleId).replace(/\.tsx?$/, '') : chunk.name;
          return `assets/${specChunkNames[file] ?? file}-[hash].js`;
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/wps', '/lgw', '/lotto', '/media'].map((p) => [p, 'http://127.0.0.1:8080'])),
  },
});
