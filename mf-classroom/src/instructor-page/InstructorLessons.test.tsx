import { render, screen } from '@testing-library/react';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { signInFor } from '@atrium/shared-ui/testing';
import type { InstructorCourse } from '@atrium/classroom-contract';
import { InstructorLessons } from './InstructorLessons';
import './messages';

const COURSE = {
  linkedLessons: [
    { id: 1, courseElearningId: 7, epkgLessonId: 70, description: 'Fall protection refresher' },
    { id: 2, courseElearningId: 7, epkgLessonId: 71, description: '' },
  ],
} as unknown as InstructorCourse;

beforeEach(() => {
  signInFor({ customerId: 1, customerName: 'Atrium Kurs AS' }, 'instructor');
  // The authoring area publishes the lesson view's route; the classroom area links to it by name (decision 0251).
  useRouteRegistry
    .getState()
    .setAreaRoutes(
      'authoring',
      areaRoutesSchema.parse([{ name: 'elearningpackage.lessonview', pattern: '/elearningpackage/lessonview/:id' }]),
    );
});

test('document 002 §2: each linked lesson opens its lesson view in a new window, saying so', () => {
  render(<InstructorLessons course={COURSE} />);
  const link = screen.getByRole('link', { name: 'Fall protection refresher (opens in a new window)' });
  expect(link.getAttribute('href')).toBe('/elearningpackage/lessonview/70');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener');
  // A lesson without a description still gets a name.
  expect(screen.getByRole('link', { name: 'Lesson (opens in a new window)' }).getAttribute('href')).toBe('/elearningpackage/lessonview/71');
});

test('shows nothing when the course links no lesson (or linking is not allowed)', () => {
  const { container } = render(<InstructorLessons course={{ linkedLessons: [] } as unknown as InstructorCourse} />);
  expect(container.innerHTML).toBe('');
});
