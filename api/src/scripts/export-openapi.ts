import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../app';
import { fromRoot } from '../lib/paths';

/** Writes openapi/openapi.json from the route declarations, without starting a server. */
const file = process.env.OPENAPI_OUT ?? fromRoot('openapi/openapi.json');
writeFileSync(file, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`wrote ${file}`);
