// The bench's floor: a static page with one React island, built with the project's own Astro
// and @astrojs/react (resolved from the project's node_modules), so its React DOM is the checkout's.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react()],
  telemetry: false,
});
