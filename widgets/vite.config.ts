import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

/** One self-contained script, /widget/v1.js, that embedders load with a <script> tag. */
export default defineConfig({
  plugins: [preact()],
  build: {
    target: 'es2019',
    lib: { entry: 'src/buy/index.tsx', name: 'PentasWidget', formats: ['iife'], fileName: () => 'v1.js' },
    emptyOutDir: true,
  },
});
