import { storedTab, storeTab } from './management-tab';

describe('the staff screen tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('is pre until one is chosen, then the chosen one for the browser session', () => {
    expect(storedTab()).toBe('pre');
    storeTab('emails');
    expect(storedTab()).toBe('emails');
  });

  it('falls back to pre for anything stored that is not a tab', () => {
    sessionStorage.setItem('atrium.classroom-management.tab', 'nonsense');
    expect(storedTab()).toBe('pre');
  });
});
