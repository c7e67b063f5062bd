import { render, screen } from '@testing-library/react';
import { z } from 'zod';
import { AreaRouter, areaPage, matchAreaRoute } from './AreaRouter';

const routes = [
  { name: 'remote', pattern: '/scorm/remote/:token' },
  { name: 'remote.session', pattern: '/scorm/remote/session/:id' },
  { name: 'course', pattern: '/course/:id/:tab?' },
  { name: 'later', pattern: '/later' },
];
const pages = {
  course: areaPage(z.object({ id: z.string().regex(/^\d+$/).transform(Number), tab: z.string().optional() }), ({ id, tab }) => (
    <p>
      course {id + 1} {tab ?? 'general'}
    </p>
  )),
  remote: areaPage(() => <p>remote</p>),
};

function at(pathname: string) {
  window.history.pushState(null, '', pathname);
  return render(<AreaRouter area="demo" routes={routes} pages={pages} />);
}

test('the more specific route wins, whatever the order of routes.json', () => {
  expect(matchAreaRoute(routes, '/scorm/remote/session/5')?.route.name).toBe('remote.session');
  expect(matchAreaRoute(routes, '/scorm/remote/5')).toEqual({ route: routes[0], params: { token: '5' } });
  expect(matchAreaRoute(routes, '/elsewhere')).toBeNull();
});

test('a page gets its parameters as its schema gives them', () => {
  at('/course/41/notes');
  expect(screen.getByText('course 42 notes')).toBeTruthy();
});

test('parameters the schema refuses are "not found"; a route without a page is the placeholder', () => {
  at('/course/abc');
  expect(document.querySelector('[data-dead-end="notfound"]')).not.toBeNull();
  at('/later');
  expect(screen.getAllByText(/area.placeholder|coming/i).length).toBeGreaterThan(0);
});
