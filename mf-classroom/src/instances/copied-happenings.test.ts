import { copiedHappenings } from './CopyInstanceModal';

it("places the copy on consecutive days from the chosen first date, keeping each day's instructors", () => {
  const happening = (id: number, date: string, instructors: number[]) => ({
    id,
    cliId: 1,
    date,
    fromTime: '08:00',
    toTime: '16:00',
    room: null,
    instructors,
  });
  const source = [happening(1, '2026-01-05', [3]), happening(2, '2026-01-09', []), happening(3, '2026-01-20', [3, 4])];
  expect(copiedHappenings(source, '2026-02-27')).toEqual([
    { date: '2026-02-27', instructors: [3] },
    { date: '2026-02-28', instructors: [] },
    { date: '2026-03-01', instructors: [3, 4] },
  ]);
});
