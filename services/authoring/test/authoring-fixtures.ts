import yauzl from 'yauzl';
import { sessionCookie } from '@atrium/service-core/testing';
import type { Role } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';

export const author = sessionCookie({ roles: ['staff'], userId: 2, customerId: 1 });
export const otherAuthor = sessionCookie({ roles: ['staff'], userId: 3, customerId: 5 });
export const learner = sessionCookie({ roles: [] as Role[], userId: 30, customerId: 1 });
export const BASE = '/api/authoring/data/elearningpackage';

/** A JSON call as an author; answers the response. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie = author,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: url.startsWith('/api') || url.startsWith('/web') ? url : `${BASE}${url}`,
    headers: { ...headers, cookie: headers.cookie ? `${headers.cookie}; ${cookie}` : cookie },
    ...(payload ? { payload } : {}),
  });
}

/** One file in a multipart body after the lessonUuid field (and an HTML v2 file's path), as the upload queue sends it. */
export function uploadLessonFile(
  app: FastifyInstance,
  lessonUuid: string,
  fileName: string,
  content: string | Buffer,
  cookie = author,
  path?: string,
) {
  const boundary = '----atriumtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="lessonUuid"\r\n\r\n${lessonUuid}\r\n`),
    Buffer.from(path === undefined ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${path}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/authoring/web/data/elearningpackage/lessonfiles/upload',
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export const texts = (title: string) => ({ en_US: { title, body: '' } });

export async function newPackage(app: FastifyInstance, fields: object = {}): Promise<{ uuid: string; id: number }> {
  const res = await call(app, 'POST', '/package', {
    internalName: 'Safety basics',
    locale: 'en_US',
    texts: texts('Safety basics'),
    ...fields,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export async function newLesson(app: FastifyInstance, fields: object = {}, cookie = author): Promise<{ uuid: string; id: number }> {
  const res = await call(app, 'POST', '/lesson', { lessonType: 'html', locale: 'en_US', texts: texts('Welcome'), ...fields }, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
}

export async function newTask(app: FastifyInstance, question: string, fields: object = {}): Promise<{ uuid: string }> {
  const res = await call(app, 'POST', '/task', {
    locale: 'en_US',
    texts: texts(question),
    options: [
      { idx: 0, texts: texts('Right'), correct: true },
      { idx: 1, texts: texts('Wrong'), correct: false },
    ],
    ...fields,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The zip's files by name. */
export function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, string>();
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => (files.set(entry.fileName, Buffer.concat(chunks).toString('utf8')), zip.readEntry()));
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}
