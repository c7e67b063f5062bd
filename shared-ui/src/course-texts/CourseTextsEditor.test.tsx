import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CourseTextsEditor } from './CourseTextsEditor';

const LOCALES = ['nb_NO', 'en_US'] as const;
type Locale = (typeof LOCALES)[number];
const FIELDS = ['courseTextOverview'] as const;
const LABELS: Record<string, string> = {
  title: 'Title',
  courseTextMain: 'Main text',
  courseTextOverview: 'Overview',
  nb_NO: 'Norsk',
  en_US: 'English',
};

const empty = (locale: Locale) => ({ locale, courseTextMain: { title: '', text: '' }, courseTextOverview: '' });
const NORWEGIAN = { ...empty('nb_NO'), courseTextMain: { title: 'Fallsikring', text: '<p>Hei</p>' } };

function renderEditor(onSave: jest.Mock) {
  render(
    <CourseTextsEditor
      locales={LOCALES}
      fields={FIELDS}
      saved={[NORWEGIAN]}
      emptyText={empty}
      localeLabel={(locale) => LABELS[locale] ?? locale}
      fieldLabel={(field) => LABELS[field] ?? field}
      saveLabel="Save texts"
      onSave={onSave}
    />,
  );
}

const titleField = () => screen.getByLabelText('Title') as HTMLInputElement;

test('shows the first locale stored, and an empty text for a locale without one', async () => {
  renderEditor(jest.fn());
  expect(titleField().value).toBe('Fallsikring');
  // The rich-text editor arrives on first use (its own chunk; loading tiptap takes jsdom a few seconds).
  expect((await screen.findByRole('textbox', { name: 'Main text' }, { timeout: 10_000 })).innerHTML).toContain('Hei');
  fireEvent.click(screen.getByRole('tab', { name: 'English' }));
  expect(titleField().value).toBe('');
  expect(await screen.findByRole('textbox', { name: 'Overview' })).toBeTruthy();
});

test('saves the latest text of each locale that has one; a saved edit is dropped, a failed one kept', async () => {
  const onSave = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
  renderEditor(onSave);
  fireEvent.click(screen.getByRole('tab', { name: 'English' }));
  fireEvent.change(titleField(), { target: { value: 'Fall protection' } });
  const english = { ...empty('en_US'), courseTextMain: { title: 'Fall protection', text: '' } };

  fireEvent.click(screen.getByRole('button', { name: 'Save texts' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  expect(onSave).toHaveBeenLastCalledWith({ nb_NO: NORWEGIAN, en_US: english });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save texts' }).getAttribute('aria-busy')).not.toBe('true'));
  expect(titleField().value).toBe('Fall protection');

  fireEvent.click(screen.getByRole('button', { name: 'Save texts' }));
  await waitFor(() => expect(titleField().value).toBe(''));
  expect(onSave).toHaveBeenLastCalledWith({ nb_NO: NORWEGIAN, en_US: english });
});
