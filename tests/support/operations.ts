import { openApiDocument } from '../../api/src/app';

/** One operation of the app's own OpenAPI document, with a request built from its own examples. */
export interface Operation {
  operationId: string;
  method: string;
  /** The documented path, parameters in braces. */
  path: string;
  /** The path with every parameter filled in from its example. */
  url: string;
  /** Needs the session cookie: every security alternative it documents has `cookieAuth`. */
  signedIn: boolean;
  /** Takes input of its own (a body, path or query parameters) that can fail validation. */
  takesInput: boolean;
  /** The names of its query parameters. */
  queryNames: string[];
  /** Its required header parameters (an `Idempotency-Key`), each set to its example. */
  headers: Record<string, string>;
  /** The documented JSON body example, if the operation takes one. */
  body?: unknown;
  /** The content type of a non-JSON body (a poster upload), if that is what it takes. */
  rawBodyType?: string;
  /** The statuses the document says it may answer. */
  statuses: Set<number>;
}

interface DocParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { example?: unknown; enum?: unknown[] };
  example?: unknown;
}

interface DocOperation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: DocParameter[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, unknown>;
}

const exampleOf = (p: DocParameter) => p.example ?? p.schema?.example ?? p.schema?.enum?.[0];

/** Every operation of the document (as the app serves it), in document order. */
export function documentedOperations(): Operation[] {
  const document = openApiDocument() as unknown as { paths: Record<string, Record<string, DocOperation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      let url = path;
      for (const p of parameters.filter((p) => p.in === 'path')) {
        url = url.replace(`{${p.name}}`, encodeURIComponent(String(exampleOf(p))));
      }
      const query = new URLSearchParams(
        parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(exampleOf(p))]),
      ).toString();
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'];
      const raw = Object.keys(content).find((type) => type !== 'application/json');
      return {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        url: query ? `${url}?${query}` : url,
        signedIn: !!op.security?.length && op.security.every((alternative) => 'cookieAuth' in alternative),
        takesInput: !!op.requestBody || parameters.some((p) => p.in !== 'cookie'),
        queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        headers: Object.fromEntries(
          parameters.filter((p) => p.in === 'header' && p.required).map((p) => [p.name, String(exampleOf(p))]),
        ),
        body: json?.example,
        rawBodyType: json ? undefined : raw,
        statuses: new Set(Object.keys(op.responses).map(Number)),
      };
    }),
  );
}
