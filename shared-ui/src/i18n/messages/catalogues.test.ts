import { enUS } from './en_US';
import { nbNO } from './nb_NO';
import { svSE } from './sv_SE';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it.each([
    ['nb_NO', nbNO as Record<string, string>],
    ['sv_SE', svSE as Record<string, string>],
  ])('%s uses the same placeholders as en_US', (_, catalogue) => {
    for (const [key, text] of Object.entries(catalogue)) {
      expect([key, placeholders(text)]).toEqual([key, placeholders(enUS[key as keyof typeof enUS])]);
    }
  });

  it('has no Swedish key that English lacks', () => {
    expect(Object.keys(svSE).filter((key) => !(key in enUS))).toEqual([]);
  });
});
