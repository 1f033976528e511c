import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Writes .br and .gz siblings of every text file in dist/, so a static server that serves
 * pre-compressed files (@fastify/static `preCompressed: true`) sends about a third of the bytes
 * without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'quincena-precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const files = await readdir(outDir, { recursive: true });
      for (const file of files) {
        if (!COMPRESSIBLE.test(file)) continue;
        const path = join(outDir, file);
        const content = await readFile(path);
        if (content.length < 1024) continue;
        await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// The API runs on port 3000 in development; in production the API server serves dist/ itself.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/check-bundle-budget.mjs: which chunks each route loads first (decision 0325).
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
});
