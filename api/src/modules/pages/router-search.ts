/**
 * A page's query as the web app's router reads it (TanStack Router's default `parseSearch`): a repeated
 * name is a list, `true`/`false` and plain numbers are values of their own, and text that looks like
 * JSON is parsed. The server reads a page's search the same way, so the data it writes into the page is
 * the data the page asks for (a value read otherwise would be asked for again, and the page not rendered).
 */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;

function plainValue(text: string): unknown {
  if (!text) return '';
  if (text === 'false') return false;
  if (text === 'true') return true;
  return Number(text) * 0 === 0 && `${Number(text)}` === text ? Number(text) : text;
}

function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string' || !JSON_START.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export function searchAsRouterReadsIt(params: URLSearchParams): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  for (const [name, text] of params) {
    const value = plainValue(text);
    const previous = search[name];
    if (previous === undefined) search[name] = value;
    else search[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  for (const name of Object.keys(search)) search[name] = jsonValue(search[name]);
  return search;
}
