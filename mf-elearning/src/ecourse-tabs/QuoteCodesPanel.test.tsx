import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { QuoteCodesPanel } from './QuoteCodesPanel';
import { renderTab } from './TabTestSupport';

let calls: ApiCall[];
const checkedCodes = () =>
  calls
    .filter((call) => call.url.includes('/quoteCodes/validate'))
    .map((call) => new URL(call.url, 'http://localhost').searchParams.get('code'));
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeEach(() => {
  jest.useFakeTimers();
  signInAs('atrium');
  calls = fakeApi(({ method, url, body }) => {
    if (url.includes('/validate')) return { status: 200, body: { exists: url.includes('code=TAKEN') } };
    if (method === 'PUT') return { status: 200, body: (body as { code: string }[]).filter((code) => code.code !== '') };
    return { status: 200, body: [{ locale: 'nb_NO', code: 'HMS-1' }] };
  });
});

afterEach(() => jest.useRealTimers());

async function englishCodeField(): Promise<HTMLElement> {
  renderTab(QuoteCodesPanel);
  await wait(0);
  return screen.getByLabelText('Quote code (English)');
}

test('asks the service 250 ms after the last keystroke, not before, and not for the saved codes', async () => {
  const field = await englishCodeField();
  await wait(1000);
  expect(checkedCodes()).toEqual([]);
  type(field, 'K');
  await wait(200);
  type(field, 'KURS');
  await wait(249);
  expect(checkedCodes()).toEqual([]);
  await wait(1);
  expect(checkedCodes()).toEqual(['KURS']);
  expect(calls.find((call) => call.url.includes('/validate'))?.url).toContain('ecourseId=7');
});

test('marks a code another course has; an emptied code counts as not existing and is not asked about', async () => {
  const field = await englishCodeField();
  type(field, 'TAKEN');
  await wait(250);
  expect(screen.getByText('Another e-course has this quote code')).toBeTruthy();
  type(field, '');
  await wait(250);
  expect(screen.queryByText('Another e-course has this quote code')).toBeNull();
  expect(checkedCodes()).toEqual(['TAKEN']);
});

test('the same code for two languages is refused with the contract message; a saved change says Saved!', async () => {
  const field = await englishCodeField();
  type(field, 'hms-1');
  expect(screen.getByText('The same quote code is given for two languages')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save quote codes' }));
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);

  type(field, 'HMS-EN');
  fireEvent.click(screen.getByRole('button', { name: 'Save quote codes' }));
  await wait(0);
  expect(screen.getByText('Saved!')).toBeTruthy();
  expect(calls.find((call) => call.method === 'PUT')?.body).toEqual([
    { locale: 'nb_NO', code: 'HMS-1' },
    { locale: 'sv_SE', code: '' },
    { locale: 'en_US', code: 'HMS-EN' },
  ]);
});

test('course staff get no quote code panel and ask nothing', async () => {
  signInAs('staff');
  const { container } = renderTab(QuoteCodesPanel);
  await wait(0);
  expect(container.querySelector('fieldset')).toBeNull();
  expect(calls).toHaveLength(0);
});
