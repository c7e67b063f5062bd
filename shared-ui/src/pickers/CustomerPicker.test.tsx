import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { fetchCall, mockFetch } from '../test/fake-fetch';
import { CustomerPicker, type CustomerPickerProps } from './CustomerPicker';
import type { CustomerItem, CustomerSearchItem } from './picker-items';

function Harness(props: Partial<CustomerPickerProps>) {
  const [value, setValue] = useState<CustomerItem | null>(null);
  return <CustomerPicker label="Customer" value={value} onChange={setValue} {...props} />;
}

const customer = (id: number, name: string): CustomerSearchItem => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  externalAccountingId: null,
  departments: [],
  orgNumber: null,
  active: true,
  privateCustomer: false,
});
const customers = (count: number, prefix = 'Kunde') =>
  Array.from({ length: count }, (_, index) => customer(index + 1, `${prefix} ${index + 1}`));

const input = () => screen.getByRole('combobox', { name: 'Customer' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const status = () => screen.getByRole('status').textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CustomerPicker', () => {
  it('asks for 50 active, unmerged customers after more than 1 character and 150 ms', async () => {
    const fetch = mockFetch({ status: 200, body: customers(3) });
    render(<Harness />);
    type('k');
    await wait(1000);
    expect(fetch).not.toHaveBeenCalled();
    type('ku');
    await wait(149);
    expect(fetch).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchCall(fetch).url).toBe('/api/company/data/customers?name=ku&limit=50&hideInactive=true&hideMergedCustomers=true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('can include inactive and merged customers', async () => {
    const fetch = mockFetch({ status: 200, body: [] });
    render(<Harness hideInactive={false} hideMergedCustomers={false} />);
    type('ku');
    await wait(150);
    expect(fetchCall(fetch).url).toBe('/api/company/data/customers?name=ku&limit=50&hideInactive=false&hideMergedCustomers=false');
  });

  it('lists a private customer among the others, saying it is one (decision 0241)', async () => {
    mockFetch({ status: 200, body: [customer(1, 'Kari Nordmann'), { ...customer(2, 'Kari Nordmann'), privateCustomer: true }] });
    render(<Harness />);
    type('ka');
    await wait(150);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kari Nordmann',
      'Kari Nordmann (private customer)',
    ]);
  });

  describe('the list variant', () => {
    it('asks for 200 after 200 ms and says when more than 99 match', async () => {
      const fetch = mockFetch({ status: 200, body: customers(100) });
      render(<Harness variant="list" />);
      type('ku');
      await wait(199);
      expect(fetch).not.toHaveBeenCalled();
      await wait(1);
      expect(fetchCall(fetch).url).toBe('/api/company/data/customers?name=ku&limit=200&hideInactive=true&hideMergedCustomers=true');
      expect(status()).toBe('More than 99 customers match. Type more of the name to narrow the search.');
    });

    it('counts 99 hits as usual', async () => {
      mockFetch({ status: 200, body: customers(99) });
      render(<Harness variant="list" />);
      type('ku');
      await wait(200);
      expect(status()).toBe('Hits: 99');
    });

    it('narrows a complete answer without asking again', async () => {
      const fetch = mockFetch({ status: 200, body: [...customers(12), customer(50, 'Nordsjø Energi AS')] });
      render(<Harness variant="list" />);
      type('no');
      await wait(200);
      type('Nordsjø');
      await wait(200);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Nordsjø Energi AS']);
    });
  });
});
