import { fireEvent, render, screen, within } from '@testing-library/react';
import { fakeApi, signInAs } from '@atrium/shared-ui/testing';
import { NotificationsTab } from './NotificationsTab';
import './person-tab-messages';

beforeEach(() => {
  signInAs('atrium');
  fakeApi(() => ({
    status: 200,
    body: {
      addresses: ['kari@example.com'],
      limited: false,
      emails: [
        {
          area: 'elearning',
          id: 3,
          to: ['kari@example.com'],
          cc: [],
          subject: 'Your license',
          text: 'A license is yours',
          status: 'sent',
          createdAt: '2026-05-06T08:30:00.000Z',
          sentAt: '2026-05-06T08:31:00.000Z',
        },
      ],
    },
  }));
});

test('lists the e-mails sent to the person, each readable, and says no SMS is sent', async () => {
  render(<NotificationsTab userId={11} />);
  const table = await screen.findByRole('table', { name: 'E-mails sent' });
  expect(within(table).getByText('E-learning')).toBeTruthy();
  expect(within(table).getByText('Sent')).toBeTruthy();
  fireEvent.click(within(table).getByText('Your license'));
  expect(within(table).getByText('A license is yours')).toBeTruthy();
  expect(screen.getByText('This platform sends no SMS, so there are none to show.')).toBeTruthy();
});
