import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ClassroomCourse } from '@atrium/classroom-contract';
import '../messages';
import { CourseIdentifiers } from './CourseIdentifiers';

const course = { id: 5, productId: null, uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' } as ClassroomCourse;

test('shows the uuid labelled, and copies it with a button', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.assign(navigator, { clipboard: { writeText } });
  render(<CourseIdentifiers course={course} />);
  expect(screen.getByRole('heading', { name: 'Identifiers' })).toBeTruthy();
  expect(screen.getByText('Course uuid (for integrations)').nextElementSibling?.textContent).toContain(course.uuid);
  expect(screen.getByText('Integration number').nextElementSibling?.textContent).toBe('Not set');
  fireEvent.click(screen.getByRole('button', { name: 'Copy uuid' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(course.uuid));
});
