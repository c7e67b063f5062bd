import Fastify, { type FastifyInstance } from 'fastify';
import { contentOriginFor, provideContentOrigin } from '../src';

// Decision 0119: an area's routes name the content origin the app serves beside it (remote SCORM wrappers launch the
// player there, so the wrapper hears the player's progress from the origin it expects).

async function appWith(provide: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  if (provide) provideContentOrigin(app, (request) => `http://content.${request.hostname}`);
  // An area's routes are a plugin of their own: the decoration must reach into it.
  await app.register(async (area) => area.get('/where', async (request) => ({ origin: contentOriginFor(request) })), {
    prefix: '/api/area',
  });
  return app;
}

it('answers the content origin the app provides, inside an area’s plugin', async () => {
  const app = await appWith(true);
  const res = await app.inject({ url: '/api/area/where', headers: { host: 'atrium.example' } });
  expect(res.json()).toEqual({ origin: 'http://content.atrium.example' });
  await app.close();
});

it('answers the request’s own origin where no content origin is provided (an area run alone)', async () => {
  const app = await appWith(false);
  const res = await app.inject({ url: '/api/area/where', headers: { host: 'atrium.example:4102' } });
  expect(res.json()).toEqual({ origin: 'http://atrium.example:4102' });
  await app.close();
});
