import { emptyEcourseText } from '@atrium/elearning-contract';
import { ToastHost } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { CourseTextsTab } from './CourseTextsTab';
import './messages';

const NORWEGIAN = { ...emptyEcourseText('nb_NO'), id: 31, courseTextId: 7, courseTextMain: { title: 'Fallsikring', text: '<p>Hei</p>' } };
let calls: ApiCall[];

beforeEach(() => {
  signInAs('staff');
  calls = fakeApi(({ method, body }) => ({ status: 200, body: method === 'POST' ? body : [NORWEGIAN] }));
});

test('saves the texts the course has, with their ids, and a language only once something is written in it', async () => {
  render(
    <>
      <CourseTextsTab ecourseId={7} />
      <ToastHost />
    </>,
  );
  expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Fallsikring');
  expect((await screen.findByRole('textbox', { name: 'Main text' })).innerHTML).toContain('Hei');
  fireEvent.click(screen.getByRole('tab', { name: 'English' }));
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Fall protection' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save texts' }));
  expect(await screen.findByText('The course texts were saved')).toBeTruthy();
  await waitFor(() => expect(calls.at(-1)?.method).toBe('POST'));
  expect(calls.at(-1)).toEqual({
    method: 'POST',
    url: '/api/elearning/data/elearningCourse/7/courseTexts',
    body: [NORWEGIAN, { ...emptyEcourseText('en_US'), courseTextMain: { title: 'Fall protection', text: '' } }],
  });
});
