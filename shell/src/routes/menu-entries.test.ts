// The test reads the remotes' source; it runs in node and never reaches a bundle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Issue 22 point 4: a menu entry appears only where its area has a working screen. The menu shows each
 * published route with a `menu` (routes.json) to the roles it names, so every such route must have a page in
 * its remote's AreaApp.tsx; a route still without one shows the placeholder and gets no menu entry until it does.
 */
const ROOT = path.resolve(__dirname, '../../..');
const remotes = readdirSync(ROOT).filter((name) => name.startsWith('mf-'));

interface Route {
  name: string;
  roles?: string[];
  menu?: { labelKey: string };
}

function menuRoutesWithoutPage(remote: string): string[] {
  const routes = JSON.parse(readFileSync(path.join(ROOT, remote, 'src/routes.json'), 'utf8')) as Route[];
  const app = readFileSync(path.join(ROOT, remote, 'src/AreaApp.tsx'), 'utf8');
  const hasPage = (name: string) => new RegExp(`(^|[\\s{,])['"]?${name.replace(/[.-]/g, '\\$&')}['"]?\\s*:\\s*areaPage\\(`, 'm').test(app);
  return routes.filter((route) => route.menu && !hasPage(route.name)).map((route) => `${remote} ${route.name}`);
}

describe('menu entries', () => {
  it('found the remotes', () => {
    expect(remotes).toEqual(expect.arrayContaining(['mf-classroom', 'mf-elearning', 'mf-company', 'mf-users']));
  });

  it('lead only to built screens', () => {
    expect(remotes.flatMap(menuRoutesWithoutPage)).toEqual([]);
  });

  it('name the roles that may use the screen, so nobody else sees the entry', () => {
    const unnamed = remotes.flatMap((remote) =>
      (JSON.parse(readFileSync(path.join(ROOT, remote, 'src/routes.json'), 'utf8')) as Route[])
        .filter((route) => route.menu && !route.roles?.length)
        .map((route) => `${remote} ${route.name}`),
    );
    expect(unnamed).toEqual([]);
  });
});
