import { importRefusal } from './import-refusal';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

it('names the refused row and what is wrong with it, or the file, or a failure', () => {
  expect(importRefusal(new Error('body.row.3.year: budget.import.invalidYear'), t as never)).toBe(
    'budget.import.refused {"row":"3","reason":"budget.import.invalidYear"}',
  );
  expect(importRefusal(new Error('body.file: budget.import.notExcel'), t as never)).toBe('budget.import.notExcel');
  expect(importRefusal(new Error('network'), t as never)).toBe('http.500');
});
