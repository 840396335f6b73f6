// In your project this file is generated from the live document:
//   npx openapi-typescript https://HOST/api/openapi.json -o pentas-api.d.ts
// Here it re-exports the copy this repository generates from the same document (openapi/src/schema.d.ts,
// kept in step by `npm run openapi`; `npm test` fails when it drifts).
export type { components, paths } from '../../openapi/src/schema';
