import * as z from 'zod/mini';
import type { ContractCall } from './calls';
import { DUTIES, type Duty } from './duties';
import type { RecordedRequest } from './recording-request';

/*
 * The OpenAPI 3.1 document of the backend calls (docs/contract/openapi.json), built from what each call of src/api
 * sends (recorded by running it) and the zod schemas it sends and reads: the answers' and bodies' JSON Schemas come
 * from zod's own `toJSONSchema`, the input side (what the backend sends or receives, before our transforms).
 */

/** One call and what it sent when invoked. */
export interface RecordedCall {
  call: ContractCall;
  request: RecordedRequest;
}

type JsonSchema = Record<string, unknown>;

const SERVICES = {
  office: { url: '{office}', description: 'The office API: PUBLIC_OFFICE_API_URL', variables: { office: { default: 'https://office.example.com' } } },
  gateway: { url: '{gateway}', description: 'The payment gateway: PUBLIC_GATEWAY_API_URL', variables: { gateway: { default: 'https://gateway.example.com' } } },
} as const;

/** A zod schema as JSON Schema 2020-12, its input side; what JSON Schema cannot say (a refinement) is left open. */
export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The JSON Schema of a sample value, for a body whose call has no schema of its own (a form of plain strings). */
export function sampleSchema(value: unknown): JsonSchema {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return { type: 'array', items: value.length > 0 ? sampleSchema(value[0]) : {} };
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return { type: 'object', properties: Object.fromEntries(entries.map(([k, v]) => [k, sampleSchema(v)])), required: entries.map(([k]) => k) };
  }
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  return { type: typeof value };
}

/** The path as a template: each segment that is a path parameter's sample value becomes `{name}`. */
export function pathTemplate(path: string, params: Readonly<Record<string, string>> = {}): string {
  const byValue = new Map(Object.entries(params).map(([name, value]) => [encodeURIComponent(value), name]));
  const template = path.split('/').map((segment) => (byValue.has(segment) ? `{${byValue.get(segment)}}` : segment)).join('/');
  for (const name of Object.keys(params)) if (!template.includes(`{${name}}`)) throw new Error(`contract: ${path} has no segment for ${name}`);
  return template.startsWith('/') ? template : `/${template}`;
}

/** Whether a duty binds an operation (`*` and prefix patterns of Duty.calls). */
export function dutyBinds(duty: Duty, id: string): boolean {
  return duty.calls.some((pattern) => pattern === '*' || pattern === id || (pattern.endsWith('*') && id.startsWith(pattern.slice(0, -1))));
}

function scalarSchema(value: unknown): JsonSchema {
  return value === undefined || value === null ? { type: 'string' } : sampleSchema(value);
}

/**
 * The document's named schemas: each zod schema a body or an answer uses becomes one entry of
 * `components.schemas`, named after the first call that uses it (`CreatePaymentBody`), and operations refer to it.
 */
class SchemaNames {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly names = new Map<z.core.$ZodType, string>();

  ref(schema: z.core.$ZodType, callId: string, role: 'Body' | 'Answer'): JsonSchema {
    let name = this.names.get(schema);
    if (name === undefined) {
      const base = `${(callId.split('.')[0] as string).replace(/^./, (c) => c.toUpperCase())}${role}`;
      name = base;
      for (let n = 2; name in this.schemas; n++) name = `${base}${n}`;
      this.names.set(schema, name);
      this.schemas[name] = jsonSchemaOf(schema);
    }
    return { $ref: `#/components/schemas/${name}` };
  }
}

function operation({ call, request }: RecordedCall, names: SchemaNames): Record<string, unknown> {
  const duties = DUTIES.filter((duty) => dutyBinds(duty, call.id));
  const parameters = [
    ...Object.keys(call.pathParams ?? {}).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' }, example: call.pathParams?.[name] })),
    ...Object.entries(request.query ?? {}).map(([name, value]) => ({
      name, in: 'query', required: false, schema: scalarSchema(value), ...(value === undefined || value === null ? {} : { example: value }),
    })),
    ...Object.keys(request.headers ?? {}).map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' } })),
  ];
  const bodyValue = request.json ?? request.form;
  const bodyType = request.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
  const answers: Record<string, unknown> = {
    200: { description: 'The answer the call reads.', content: { 'application/json': { schema: names.ref(request.schema, call.id, 'Answer') } } },
  };
  if (duties.some((duty) => duty.id === 'idempotency-key')) {
    answers[409] = { description: 'The key was seen with another body, or its first attempt is still running: nothing was created (the page resends the same body).' };
  }
  answers.default = { description: "Any other status is a failure: the page shows the call's failure message with a retry (DESIGN.md \"Failures\")." };
  return {
    operationId: call.id,
    summary: call.summary,
    tags: [request.base],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(bodyValue !== undefined
      ? { requestBody: { required: true, content: { [bodyType]: { schema: call.body ? names.ref(call.body, call.id, 'Body') : sampleSchema(bodyValue), example: bodyValue } } } }
      : {}),
    responses: answers,
    'x-source': call.source,
    'x-credentials': request.credentials ?? 'include',
    'x-timeout-ms': request.timeoutMs ?? 15_000,
    'x-duties': duties.map((duty) => duty.id),
  };
}

/** The whole document: one operation per call, each under its service's server, the duties in `x-duties`. */
export function openApiDocument(recorded: readonly RecordedCall[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const names = new SchemaNames();
  for (const entry of recorded) {
    const base = entry.request.base;
    if (base !== 'office' && base !== 'gateway') throw new Error(`contract: ${entry.call.id} asks ${base}, not the backend`);
    const path = pathTemplate(entry.request.path, entry.call.pathParams);
    const item = (paths[path] ??= { servers: [SERVICES[base]] });
    const method = entry.request.method.toLowerCase();
    if (item[method]) throw new Error(`contract: ${entry.call.id} and another call share ${entry.request.method} ${path}`);
    item[method] = operation(entry, names);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'The checkout backend contract',
      version: '1',
      summary: 'Every office and gateway call the checkout and plans pages make from the browser, and the duties beside them.',
      description: 'Generated from src/api by src/contract (docs/contract/README.md). The duties are in `x-duties` and written out in docs/contract/README.md.',
    },
    servers: [SERVICES.office, SERVICES.gateway],
    tags: [
      { name: 'office', description: 'The office API (PUBLIC_OFFICE_API_URL).' },
      { name: 'gateway', description: 'The payment gateway (PUBLIC_GATEWAY_API_URL).' },
    ],
    paths,
    components: { schemas: names.schemas },
    'x-duties': DUTIES.map(({ id, title, need, rule, whenMissing, source }) => ({ id, title, need, rule, whenMissing, source })),
  };
}
