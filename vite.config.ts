import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in src/client and builds into dist/client, which the server serves.
// In development Vite serves the client and forwards API calls to the server on PORT (3000).
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // dist/client/.vite/manifest.json: which chunks a lazy page needs, for the server to preload
    // them with its HTML (src/server/http/route-preloads.ts). Not served to browsers.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
});
