import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { fetchCall, mockFetch } from '../test/fake-fetch';
import { CoursePlacePicker } from './CoursePlacePicker';
import type { CoursePlaceItem } from './picker-items';

function Harness() {
  const [value, setValue] = useState<CoursePlaceItem | null>(null);
  return <CoursePlacePicker label="Course place" value={value} onChange={setValue} />;
}

const place = (id: number, name: string, city: string | null, abbreviation: string | null = null) => ({
  id,
  name,
  city,
  abbreviation,
  address: null,
  soSync: false,
  webinar: false,
  rooms: [],
});
const PLACES = [
  place(1, 'Atrium Kurssenter', 'Oslo', 'AKS'),
  place(2, 'Bergen Havn', 'Bergen'),
  place(3, 'Stavanger Forum', 'Stavanger', 'SF'),
  ...Array.from({ length: 45 }, (_, index) => place(10 + index, `Rom ${index}`, 'Trondheim')),
];

const input = () => screen.getByRole('combobox', { name: 'Course place' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CoursePlacePicker', () => {
  it('loads the places once and searches name, abbreviation and city here', async () => {
    const fetch = mockFetch({ status: 200, body: PLACES });
    render(<Harness />);
    type('berg');
    await wait(149);
    expect(fetch).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchCall(fetch).url).toBe('/api/classroom/data/courseplaces');
    expect(optionTexts()).toEqual(['Bergen Havn (Bergen)']);

    type('aks');
    await wait(150);
    expect(optionTexts()).toEqual(['Atrium Kurssenter (Oslo)']);
    type('STAVANGER');
    await wait(150);
    expect(optionTexts()).toEqual(['Stavanger Forum (Stavanger)']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows at most 40 places', async () => {
    mockFetch({ status: 200, body: PLACES });
    render(<Harness />);
    type('trondheim');
    await wait(150);
    expect(optionTexts()).toHaveLength(40);
  });

  it('asks again after a failed load', async () => {
    const fetch = mockFetch({ status: 500 }, { status: 200, body: PLACES });
    render(<Harness />);
    type('berg');
    await wait(150);
    expect(screen.getByRole('status').textContent).toBe('Something went wrong. Please try again.');
    type('bergen');
    await wait(150);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(optionTexts()).toEqual(['Bergen Havn (Bergen)']);
  });
});
