import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { fetchCall, mockFetch } from '../test/fake-fetch';
import type { UserSelectItem } from './picker-items';
import { UserPicker } from './UserPicker';

const ADA: UserSelectItem = { id: 1, uuid: '00000000-0000-4000-8000-000000000001', firstname: 'Ada', lastname: 'Admin' };
const STIAN: UserSelectItem = { id: 2, uuid: '00000000-0000-4000-8000-000000000002', firstname: 'Stian', lastname: 'Staff' };

function Harness({ onChange = () => undefined, companyArea }: { onChange?: (user: UserSelectItem | null) => void; companyArea?: boolean }) {
  const [value, setValue] = useState<UserSelectItem | null>(null);
  return (
    <UserPicker
      label="Contact person"
      value={value}
      companyArea={companyArea}
      onChange={(user) => {
        setValue(user);
        onChange(user);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Contact person' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const press = (key: string) => fireEvent.keyDown(input(), { key });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('UserPicker', () => {
  it('searches only after more than 1 character, once typing has rested for 150 ms', async () => {
    const fetch = mockFetch({ status: 200, body: [ADA, STIAN] });
    render(<Harness />);
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy();

    type('a');
    await wait(1000);
    expect(fetch).not.toHaveBeenCalled();

    type('ad');
    await wait(149);
    expect(fetch).not.toHaveBeenCalled();
    await wait(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetchCall(fetch).url).toBe('/api/users/data/users/search?q=ad&limit=10');
    expect(optionTexts()).toEqual(['Ada Admin', 'Stian Staff']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Hits: 2');
  });

  it('starts the delay again on every keystroke and asks once', async () => {
    const fetch = mockFetch({ status: 200, body: [ADA] });
    render(<Harness />);
    type('ad');
    await wait(100);
    type('ada');
    await wait(100);
    expect(fetch).not.toHaveBeenCalled();
    await wait(50);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetchCall(fetch).url).toBe('/api/users/data/users/search?q=ada&limit=10');
  });

  it('lists 25 people in the company area', async () => {
    const fetch = mockFetch({ status: 200, body: [] });
    render(<Harness companyArea />);
    type('ad');
    await wait(150);
    expect(fetchCall(fetch).url).toBe('/api/users/data/users/search?q=ad&limit=25');
    expect(screen.getByRole('status').textContent).toBe('No hits');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the hits with the arrow keys and picks with Enter', async () => {
    mockFetch({ status: 200, body: [ADA, STIAN] });
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    type('ad');
    await wait(150);

    press('ArrowDown');
    const [first, second] = screen.getAllByRole('option');
    expect(input().getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(second!.id);
    press('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(first!.id);
    press('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(second!.id);
    press('ArrowUp');
    press('Enter');

    expect(onChange).toHaveBeenLastCalledWith(ADA);
    expect((input() as HTMLInputElement).value).toBe('Ada Admin');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('does not search for the label of the chosen person, and editing the text clears the choice', async () => {
    const fetch = mockFetch({ status: 200, body: [ADA] }, { status: 200, body: [ADA] });
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    type('ad');
    await wait(150);
    fireEvent.click(screen.getByRole('option', { name: 'Ada Admin' }));
    expect(onChange).toHaveBeenLastCalledWith(ADA);
    await wait(1000);
    expect(fetch).toHaveBeenCalledTimes(1);

    type('Ada Admi');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((input() as HTMLInputElement).value).toBe('Ada Admi');
    await wait(150);
    expect(fetchCall(fetch, 1).url).toBe('/api/users/data/users/search?q=Ada+Admi&limit=10');
  });

  it('closes the list with Escape without letting the key reach a surrounding dialog', async () => {
    mockFetch({ status: 200, body: [ADA, STIAN] });
    const outer = jest.fn();
    render(
      <div onKeyDown={(event) => outer(event.key)}>
        <Harness />
      </div>,
    );
    type('ad');
    await wait(150);
    press('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(outer).not.toHaveBeenCalled();

    press('Escape');
    expect(outer).toHaveBeenCalledWith('Escape');
    press('ArrowDown');
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('leaves Enter alone while no hit is highlighted, so a form can submit', async () => {
    mockFetch({ status: 200, body: [ADA] });
    const submit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Harness />
      </form>,
    );
    type('ad');
    await wait(150);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
  });

  it('says so when the search fails', async () => {
    mockFetch({ status: 500, body: { error: 'Internal Server Error', message: 'Internal error' } });
    render(<Harness />);
    type('ad');
    await wait(150);
    expect(screen.getByRole('status').textContent).toBe('Something went wrong. Please try again.');
  });

  it('clears the hits at once when the text gets too short', async () => {
    mockFetch({ status: 200, body: [ADA] });
    render(<Harness />);
    type('ad');
    await wait(150);
    type('a');
    expect(optionTexts()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
