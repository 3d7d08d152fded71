// Holds an answer of the API against its own OpenAPI document (GET /api/docs.json), as an outside
// client would: the status must be one the operation lists, and the body must validate against that
// status's schema (JSON Schema 2020-12, by ajv). A path the document has but not with this method
// must answer 405 with an Allow header naming the path's methods; a path it lacks, 404.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Media = { schema?: object };
type Response = { description?: string; content?: Record<string, Media>; $ref?: string };
type Operation = { responses: Record<string, Response> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: Record<string, Record<string, unknown>> };

/** One answer as the checker sees it: what was asked and what came back (the body as text). */
export type Answer = { method: string; url: string; status: number; headers: Headers; body: string };

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const DOC_ID = 'https://api.test/docs.json';

/**
 * Statuses any request may meet before routing (a URL, request head or body too long): a path or
 * method the document lacks may answer them too. An operation must list them like any other.
 */
const BEFORE_ROUTING = new Set([413, 414, 431]);

export function openapiChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: DOC_ID });

  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    segments: template.split('/'),
    // more literal segments win, as the router registers /me before /{id}
    literals: template.split('/').filter((s) => !s.startsWith('{')).length,
  })).sort((a, b) => b.literals - a.literals);

  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  const validator = (pointer: string) => {
    let v = validators.get(pointer);
    if (!v) validators.set(pointer, (v = ajv.compile({ $ref: `${DOC_ID}#${pointer}` })));
    return v;
  };

  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  /** The document's paths this path fits, best first. */
  function pathsOf(pathname: string): string[] {
    const segments = pathname.split('/');
    return templates.filter((t) => t.segments.length === segments.length && t.segments.every((s, i) =>
      s.startsWith('{') ? segments[i] !== '' : s === segments[i] || s === decode(segments[i]))).map((t) => t.template);
  }

  const resolve = (response: Response): Response => {
    if (!response.$ref) return response;
    const name = response.$ref.replace('#/components/responses/', '');
    return doc.components?.responses?.[name] as Response;
  };

  /** What is wrong with `answer` by the document, or null when it holds; `check.operations`: the operations met. */
  function check(answer: Answer): string | null {
    const { status, headers } = answer;
    let pathname: string;
    try {
      pathname = new URL(answer.url, 'http://api.test').pathname;
    } catch {
      return null; // not a URL a client could send
    }
    const method = answer.method.toLowerCase();
    const paths = pathsOf(pathname);
    const json = () => {
      try {
        return JSON.parse(answer.body) as unknown;
      } catch {
        return undefined;
      }
    };
    const asError = (): string | null => {
      if (method === 'head') return null;
      const v = validator('/components/schemas/HydraError');
      return v(json()) ? null : `${status} is not a HydraError: ${ajv.errorsText(v.errors)}`;
    };
    if (paths.length === 0) {
      return status === 404 || status === 405 || BEFORE_ROUTING.has(status) ? asError() : `${status} for a path the document lacks (expected 404)`;
    }

    const methods = new Set(paths.flatMap((p) => Object.keys(doc.paths[p])));
    const opMethod = method === 'head' && !methods.has('head') ? 'get' : method;
    const path = paths.find((p) => opMethod in doc.paths[p]);
    if (!path) {
      if (BEFORE_ROUTING.has(status)) return asError();
      if (status !== 405) return `${status} for a method the path lacks (expected 405)`;
      const allowed = new Set([...methods].map((m) => m.toUpperCase()));
      if (allowed.has('GET')) allowed.add('HEAD');
      const allow = new Set((headers.get('allow') ?? '').split(',').map((m) => m.trim()).filter(Boolean));
      if ([...allowed].sort().join() !== [...allow].sort().join()) {
        return `405 with Allow "${headers.get('allow')}", the document says ${[...allowed].join(', ')}`;
      }
      return asError();
    }

    const op = doc.paths[path][opMethod];
    check.operations.add(`${opMethod.toUpperCase()} ${path}`);
    const documented = op.responses[String(status)] ?? op.responses.default;
    if (!documented) return `${status} is not documented for ${opMethod.toUpperCase()} ${path} (${Object.keys(op.responses).join(', ')})`;
    const response = resolve(documented);
    if (method === 'head') return null;
    if (!response.content) return answer.body === '' ? null : `${status} has a body; the document says none`;
    const type = (headers.get('content-type') ?? '').split(';')[0].trim();
    const media = response.content[type];
    if (!media) return `${status} answered ${type || 'no Content-Type'}; the document says ${Object.keys(response.content).join(', ')}`;
    if (!type.includes('json')) return null;
    const body = json();
    if (body === undefined) return `${status} answered ${type} that is not JSON`;
    const pointer = documented.$ref
      ? `/components/responses/${escapePointer(documented.$ref.replace('#/components/responses/', ''))}/content/${escapePointer(type)}/schema`
      : `/paths/${escapePointer(path)}/${opMethod}/responses/${op.responses[String(status)] ? status : 'default'}/content/${escapePointer(type)}/schema`;
    const v = validator(pointer);
    return v(body) ? null : `${status} body breaks its schema: ${ajv.errorsText(v.errors)}`;
  }
  check.operations = new Set<string>();
  return check;
}
