// npm start: build the web app and widget if they are missing or stale, then run the server
// in this same process (one process to stop: Ctrl-C or SIGTERM shuts it and PostgreSQL down).
// package.json starts it with `exec`, so npm's own child is this process rather than a shell: a
// signal to the group would end the shell at once, and npm would exit while PostgreSQL was
// still stopping. npm exits only after this process, which waits until PostgreSQL is gone.

import { register } from 'tsx/esm/api';
import { buildIfStale } from './lib.mjs';

// The message catalogs first: the web app and the widget are built with their words.
buildIfStale('@pentas/i18n', 'i18n/paraglide/messages.js', ['i18n/messages', 'i18n/project.inlang', 'i18n/scripts']);
// The server render is built last (web/package.json): it is the mark of a whole, fresh build.
buildIfStale('@pentas/web', 'web/dist-server/entry-server.js', [
  'web/src',
  'web/index.html',
  'web/public',
  'web/vite.config.ts',
  'openapi/src',
  'i18n/messages',
]);
buildIfStale('@pentas/widgets', 'widgets/dist/v1.js', [
  'widgets/src',
  'widgets/vite.config.ts',
  'openapi/src',
  'i18n/messages',
]);

register();
await import('../api/src/server.ts');
