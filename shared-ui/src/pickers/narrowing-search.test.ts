import { narrowingSearch } from './narrowing-search';

const names = (...list: string[]) => list.map((name) => ({ name }));
const signal = new AbortController().signal;

describe('narrowingSearch', () => {
  it('filters the last answer locally when it was complete and the text narrows it', async () => {
    const ask = jest.fn(async () => names('Nordsjø Energi AS', 'Nord Bygg AS', 'Sør Nor AS'));
    const search = narrowingSearch(ask, 5, (item) => item.name);
    await search('nor', signal);
    expect(await search('NORD', signal)).toEqual(names('Nordsjø Energi AS', 'Nord Bygg AS'));
    expect(await search('nordsjø', signal)).toEqual(names('Nordsjø Energi AS'));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks again when the text does not narrow the last one', async () => {
    const ask = jest.fn(async (_query: string) => names('Nordsjø Energi AS'));
    const search = narrowingSearch(ask, 5, (item) => item.name);
    await search('nord', signal);
    await search('no', signal);
    await search('bygg', signal);
    expect(ask.mock.calls.map(([query]) => query)).toEqual(['nord', 'no', 'bygg']);
  });

  it('asks again when the last answer reached the limit and may have left some out', async () => {
    const ask = jest.fn(async () => names('Nord 1', 'Nord 2'));
    const search = narrowingSearch(ask, 2, (item) => item.name);
    await search('no', signal);
    await search('nord', signal);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
