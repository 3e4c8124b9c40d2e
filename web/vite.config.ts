/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const DEV_BACKEND = process.env.XJ_DEV_BACKEND ?? 'http://localhost:8080';
/** Set by scripts/test-all.sh: where Vitest writes its JUnit XML beside the usual report. */
const JUNIT_FILE = process.env.XJ_JUNIT_FILE;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      // The server checks Origin on writes: present the proxied calls as its own.
      '/api': { target: DEV_BACKEND, changeOrigin: true, headers: { origin: DEV_BACKEND } },
      '/files': { target: DEV_BACKEND, changeOrigin: true },
    },
  },
  build: {
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Stable vendor chunks: app changes do not bust the cached libraries.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs)[\\/]/ },
            // Only for plain-HTTP hosts without Web Crypto: loaded on demand, never up front.
            { name: 'vendor-forge', test: /node_modules[\\/]node-forge[\\/]/ },
            // Not the charts: each page that draws one loads only the echarts modules it imports, never up front.
            { name: 'vendor', test: /node_modules[\\/](?!(echarts|zrender)[\\/])/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Every core runs test files: Vitest's default leaves one core of two to its main process, which mostly waits.
    // Worker threads start faster than forked processes; each test file still gets its own module graph and jsdom
    // (isolation stays on: several files mock modules with vi.mock).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // Form flows click through several antd screens; two cores under a full run need more than 5 s.
    testTimeout: 15_000,
    reporters: JUNIT_FILE ? ['default', 'junit'] : ['default'],
    outputFile: JUNIT_FILE ? { junit: JUNIT_FILE } : undefined,
  },
});
