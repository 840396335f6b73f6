// Compiles the two message catalogs (messages/en.json, messages/ms.json) into typed functions, one
// module per message, in paraglide/ (not committed: `npm install` and `npm run build` make it).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';

const here = path.dirname(fileURLToPath(import.meta.url));
const STATIC_LOCALE = "typeof __PENTAS_LOCALE__ === 'undefined' ? undefined : __PENTAS_LOCALE__";
const outdir = path.join(here, '../paraglide');
// Up to date: nothing is written (`npm test` builds beside the type check and the tests, which read it).
const newest = (dir) => Math.max(...readdirSync(dir).map((name) => statSync(path.join(dir, name)).mtimeMs));
const compiled = statSync(path.join(outdir, 'runtime.js'), { throwIfNoEntry: false });
const sources = [path.join(here, '../messages'), path.join(here, '../project.inlang'), here];
if (compiled && compiled.mtimeMs >= Math.max(...sources.map(newest))) process.exit(0);

await compile({
  project: path.join(here, '../project.inlang'),
  outdir,
  // A client build is made once per language with the language fixed (web/vite.config.ts), so a page
  // carries only its own language's words; the server and the widget choose per call.
  experimentalStaticLocale: STATIC_LOCALE,
  strategy: ['globalVariable', 'baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
  includeEslintDisableComment: false,
});
// The runtime passes the fixed language through a check, a call the bundler cannot see through: each
// message then kept both languages. Unchecked (the build defines it as 'en' or 'ms'), every message's
// other language is dead code and dropped. On the server it is undefined, which the check refused.
const runtime = path.join(outdir, 'runtime.js');
const checked = `assertIsLocale(${STATIC_LOCALE})`;
const source = readFileSync(runtime, 'utf8');
if (!source.includes(checked)) throw new Error(`i18n: the runtime no longer reads the fixed language as ${checked}`);
writeFileSync(runtime, source.replace(checked, STATIC_LOCALE));

// The compiler leaves a timer running for half a minute after it is done.
process.exit(0);
