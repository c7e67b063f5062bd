import { AG_GRID_LOCALE_NO } from '@ag-grid-community/locale';
import { gridLocaleText } from './grid-locale';

const t = (key: string) => `[${key}]`;
const ATRIUM_OVERLAYS = { noRowsToShow: '[common.nohits]', loadingOoo: '[common.loading]' };

describe("ag-grid's own texts", () => {
  it('speak the person’s language, with Atrium’s overlays', () => {
    const norwegian = gridLocaleText('nb_NO', t);
    const swedish = gridLocaleText('sv_SE', t);
    expect(norwegian.page).toBe(AG_GRID_LOCALE_NO.page);
    expect(swedish.page).not.toBe(norwegian.page);
    expect(norwegian.noRowsToShow).toBe('[common.nohits]');
  });

  it('are ag-grid’s built-in English ones in English and in a locale Atrium does not speak', () => {
    expect(gridLocaleText('en_US', t)).toEqual(ATRIUM_OVERLAYS);
    expect(gridLocaleText('es_ES', t)).toEqual(ATRIUM_OVERLAYS);
  });
});
