import { createServiceApp, mountAreaContent } from '@atrium/service-core';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { installMailQueues } from '@atrium/service-core';
import { AREA_MODULES, AREAS, buildPlatformApp, prepareDatabase } from '../src';

// Issue 11, finding 5: no input a user can send may answer 5xx. This walks every operation of the
// platform's OpenAPI document as a signed-in platform admin (the widest access) and sends each path
// parameter, query parameter and body property the values that broke routes before: NUL bytes, lone
// surrogates, integers beyond int4, wrong types and very long strings.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
}

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A plausible value for a schema, so that one bad field is not hidden behind the others being missing. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausible(variant);
  const type = [schema.type].flat().find((t) => t !== 'null');
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value)]));
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return false;
  if (type === 'string') return schema.format === 'date' ? '2030-01-01' : schema.format === 'date-time' ? '2030-01-01T00:00:00Z' : 'x';
  return null;
}

const LONG = 'x'.repeat(20_000);
const BODY_VALUES: unknown[] = ['a\u0000b', '\ud800', 'x\udfffy', 2147483648, 1e20, -2147483649, 1.5, true, [], {}, null, LONG];
const URL_VALUES = [
  'a%00b',
  '%ED%A0%80',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1.5',
  'true',
  encodeURIComponent(LONG.slice(0, 4000)),
];

let database: TestDatabase;
let app: FastifyInstance;
/** The content origin's routes (decision 0119), with the API document the content origin itself does not serve. */
let contentApi: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: true });
  // The running platform installs the mail queues at start; a valid call that mails (a force-cancel) needs them.
  await installMailQueues(database.db, AREAS);
  app = await buildPlatformApp({ db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET, root: '/nonexistent' });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'admin', password: 'atrium123' } });
  cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  contentApi = await createServiceApp({ name: 'content', db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET });
  for (const module of AREA_MODULES) await mountAreaContent(contentApi, module, database.db);
  await contentApi.ready();
}, 120_000);

afterAll(async () => {
  await contentApi.close();
  await app.close();
  await database.drop();
});

function requestsFor(path: string, method: string, operation: Operation): InjectOptions[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const url = (values: Record<string, string>) => path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
  const base = { method: method.toUpperCase() as 'GET', headers: { cookie } };
  const requests: InjectOptions[] = [];
  for (const value of URL_VALUES) {
    for (const name of pathParams) requests.push({ ...base, url: url({ [name]: value }) });
    for (const name of queryParams) requests.push({ ...base, url: `${url({})}?${name}=${value}` });
  }
  const json = operation.requestBody?.content?.['application/json']?.schema;
  if (json) {
    const properties = Object.keys(json.properties ?? {});
    const valid = (plausible(json) ?? {}) as Record<string, unknown>;
    for (const value of BODY_VALUES) {
      for (const name of properties) requests.push({ ...base, url: url({}), payload: { ...valid, [name]: value } });
      requests.push({ ...base, url: url({}), payload: Object.fromEntries(properties.map((name) => [name, value])) });
      requests.push({
        ...base,
        url: url({}),
        payload: JSON.stringify(value),
        headers: { ...base.headers, 'content-type': 'application/json' },
      });
    }
  }
  return requests;
}

it('answers no 5xx to bad values on any route of the OpenAPI document', async () => {
  const failures: string[] = [];
  let sent = 0;
  for (const target of [app, contentApi]) {
    const document = target.swagger() as { paths: Record<string, Record<string, Operation>> };
    for (const [path, operations] of Object.entries(document.paths)) {
      // Signing out would end the walk's own session.
      if (path === '/api/users/logout') continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'head') continue;
        for (const request of requestsFor(path, method, operation)) {
          const label = `${method.toUpperCase()} ${JSON.stringify(request.url).slice(0, 120)} ${JSON.stringify(request.payload ?? null).slice(0, 80)}`;
          sent += 1;
          // A stream that fails after its head was sent ends the response instead of answering 5xx.
          const status = await target.inject(request).then(
            (res) => res.statusCode,
            () => 'destroyed',
          );
          if (typeof status === 'string' || status >= 500) failures.push(`${status} ${label}`);
        }
      }
    }
  }
  console.log(`bad-input fuzz: ${sent} requests, ${failures.length} answered 5xx`);
  expect(failures).toEqual([]);
}, 300_000);
