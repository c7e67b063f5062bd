import { gridLocaleText } from './grid-locale';

const t = (key: string) => `[${key}]`;

describe("ag-grid's own texts", () => {
  it('speak the person’s language, with Atrium’s overlays', () => {
    const english = gridLocaleText('en_US', t);
    const norwegian = gridLocaleText('nb_NO', t);
    const swedish = gridLocaleText('sv_SE', t);
    expect(english.page).toBe('Page');
    expect(norwegian.page).not.toBe(english.page);
    expect(swedish.page).not.toBe(english.page);
    expect(swedish.page).not.toBe(norwegian.page);
    expect(norwegian.noRowsToShow).toBe('[common.nohits]');
  });

  it('fall back to English for a locale Atrium does not speak', () => {
    expect(gridLocaleText('es_ES', t).page).toBe('Page');
  });
});
