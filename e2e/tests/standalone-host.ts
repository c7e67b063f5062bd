import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.json': 'application/json' };

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * A static host as a deployment would run it for a standalone remote (decision 0223): the built files at the root,
 * the deployment's atrium-config.json naming the API, and standalone.html for every path that is no file.
 */
export async function serveStandalone(dist: string, port: number, apiOrigin: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    if (pathname === '/atrium-config.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ apiOrigin }));
      return;
    }
    const wanted = path.join(dist, path.normalize(pathname));
    const file = wanted.startsWith(dist) && isFile(wanted) ? wanted : path.join(dist, 'standalone.html');
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  // Every interface: standalone.spec.ts opens it as localhost and as 127.0.0.1 (another site, decision 0234).
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}
