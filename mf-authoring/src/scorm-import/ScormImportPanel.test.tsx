import { act, fireEvent, render, screen } from '@testing-library/react';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { fakeXhr, signInFor } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import { ScormImportPanel } from './ScormImportPanel';

const MB = 1024 * 1024;
let uploads: ReturnType<typeof fakeXhr>;

beforeEach(() => {
  signInFor({ customerId: 1, customerName: 'Atrium Kurs AS' }, 'staff');
  useRouteRegistry.getState().setAreaRoutes('authoring', areaRoutesSchema.parse(routes));
  uploads = fakeXhr({ loaded: 1 * MB, total: 4 * MB });
});

afterEach(() => jest.restoreAllMocks());

function choose(name = 'golf.zip') {
  fireEvent.click(screen.getByRole('button', { name: 'Import SCORM' }));
  fireEvent.change(screen.getByLabelText('SCORM package (zip)'), {
    target: { files: [new File(['zip'], name, { type: 'application/zip' })] },
  });
}

test('decision 0254: the upload shows its progress, then the result with a link to the package', async () => {
  const onImported = jest.fn();
  render(<ScormImportPanel onImported={onImported} />);
  choose();
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  expect(uploads.last().url).toBe('/api/authoring/data/elearningpackage/scormimport');
  const result = {
    uuid: '11111111-1111-4111-8111-111111111111',
    internalName: 'Golf Explained',
    kind: 'scorm12',
    lessons: 1,
    tasks: 0,
    files: 51,
    leftOut: ['bad name.txt'],
  };
  await act(async () => uploads.last().answer(201, result));
  expect(await screen.findByText(/"Golf Explained" \(SCORM 1.2\) is imported as an HTML v2 lesson./)).toBeTruthy();
  expect(screen.getByText('bad name.txt')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open the imported package' }).getAttribute('href')).toContain(result.uuid);
  expect(onImported).toHaveBeenCalled();
});

test('decision 0254: a refusal names what is wrong with the package', async () => {
  render(<ScormImportPanel onImported={jest.fn()} />);
  choose();
  await act(async () =>
    uploads.last().answer(400, { message: 'body.file: kpg.scormImport.noManifest', fields: { 'body.file': 'kpg.scormImport.noManifest' } }),
  );
  expect((await screen.findByRole('alert')).textContent).toBe('The zip has no imsmanifest.xml at its top: it is not a SCORM package');
});
