import type { CurrentStore, PackageSummary } from '@atrium/elearning-contract';
import type { Answer, ApiCall } from '@atrium/shared-ui/testing';

/** The Swedish site, whose packages customer 3 owns, so the chooser's owner is not the default one. */
const SWEDISH_STORE: CurrentStore = { site: 'SE', locale: 'sv_SE', currency: 'SEK', packageOwnerCustomerId: 3 };

export const packageSummary = (id: number, status: PackageSummary['status'] = 'published'): PackageSummary => ({
  id,
  uuid: `u${id}`,
  type: 'scorm2004',
  title: `Package ${id}`,
  edition: null,
  status,
  created: '2026-03-01T10:00:00.000Z',
  itemCount: 1,
});

/** What the package tab's store call answers, or undefined for any other call. */
export const storeAnswer = ({ url }: ApiCall): Answer | undefined =>
  url.endsWith('/data/store/getCurrentStore') ? { status: 200, body: SWEDISH_STORE } : undefined;
