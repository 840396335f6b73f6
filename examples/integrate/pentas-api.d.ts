// In your project this file is generated from the live document:
//   npx openapi-typescript https://HOST/api/openapi.json -o pentas-api.d.ts --default-non-nullable=false
// Here it re-exports the copy this repository generates from the same document (openapi/src/schema.d.ts,
// kept in step by `npm run openapi`; tests/api/integrate-example.test.ts generates it from the live
// server's /api/openapi.json with openapi-typescript and checks it is identical).
export type { components, paths } from '../../openapi/src/schema';
