import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A request with one file in a multipart body, after any text fields, as the browser's upload sends it. */
export function multipartUpload(
  cookie: string,
  fileName: string,
  contentType: string,
  content: Buffer | string,
  fields: Record<string, string> = {},
) {
  const boundary = '----atriumtest';
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Points the file store at a new empty folder for this test file; answers a reader of what the classroom area stored there. */
export function testFilesDir(): () => string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-files-'));
  process.env.ATRIUM_FILES_DIR = dir;
  return () => readdirSync(path.join(dir, 'classroom'));
}
