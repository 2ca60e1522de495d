import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';

// The API server listens here in development; the SPA proxies to it so the session cookie stays same-origin.
const apiTarget = process.env.BW_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/blog-assets': { target: apiTarget, changeOrigin: false },
    },
  },
});
