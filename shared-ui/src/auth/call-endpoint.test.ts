import { defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { fakeApi } from '../test/fake-api';
import { ApiError } from './api-error';
import { callEndpoint } from './call-endpoint';
import { fieldErrorsOf } from './field-errors-of';

const save = defineEndpoint({
  area: 'demo',
  method: 'PUT',
  path: '/things/:id',
  access: 'authenticated',
  params: z.object({ id: z.number() }),
  query: z.object({ notify: z.boolean() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number(), name: z.string(), savedAt: z.iso.date().transform((date) => date.split('-').reverse().join('.')) }),
});
const remove = defineEndpoint({
  area: 'demo',
  method: 'DELETE',
  path: '/things/:id',
  access: 'authenticated',
  params: z.object({ id: z.number() }),
});

test('calls the address, method and body of the definition and parses the answer with its schema', async () => {
  const calls = fakeApi(() => ({ status: 200, body: { id: 4, name: 'x', savedAt: '2026-11-25', extra: true } }));
  const answer = await callEndpoint(save, { params: { id: 4 }, query: { notify: true }, body: { name: 'x' } });
  expect(calls).toEqual([expect.objectContaining({ method: 'PUT', url: '/api/demo/things/4?notify=true', body: { name: 'x' } })]);
  // Parsed, not cast: transforms ran and unknown fields are gone.
  expect(answer).toEqual({ id: 4, name: 'x', savedAt: '25.11.2026' });
});

test('an answer of another shape is an error, not data', async () => {
  fakeApi(() => ({ status: 200, body: { id: 'four' } }));
  await expect(callEndpoint(save, { params: { id: 4 }, query: { notify: false }, body: { name: 'x' } })).rejects.toThrow(z.ZodError);
});

test('an endpoint without a response schema answers undefined', async () => {
  fakeApi(() => ({ status: 204 }));
  await expect(callEndpoint(remove, { params: { id: 1 } })).resolves.toBeUndefined();
});

test('a body the contract refuses is not sent: the 400 the service would answer, naming the field', async () => {
  const calls = fakeApi(() => ({ status: 200, body: { id: 4, name: 'x', savedAt: '2026-11-25' } }));
  const refused = await callEndpoint(save, { params: { id: 4 }, query: { notify: true }, body: { name: 7 as unknown as string } }).catch(
    (error: unknown) => error,
  );
  expect(calls).toEqual([]);
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused).toMatchObject({ status: 400, fields: { 'body.name': expect.any(String) } });
  expect(fieldErrorsOf(refused)).toEqual({ name: expect.any(String) });
});
