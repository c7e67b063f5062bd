/** What every licence list row carries, e-course or classroom: the list's shared columns and cancel rules read these. */
export interface ListedLicence {
  id: number;
  /** Null when a remote learner (remote SCORM) holds the licence. */
  userId: number | null;
  /** The id the customer's LMS gives a remote learner; e-course licences only. */
  remoteLearnerId?: string | null;
  name: string | null;
  customerId: number | null;
  /** Minor units. */
  cancellationFee: number;
  asPartOfCourseProgram: boolean;
}

/** Filter, free text and sort of a licence list; each list's contract names the values it takes. */
export interface LicenceListFilter {
  filter: string;
  query?: string | undefined;
  sort: string;
  order: 'asc' | 'desc';
}

/** The rows shown (at most 300) and how many match in all. */
export interface LicenceListData<L extends ListedLicence> {
  courseName: string;
  licenses: L[];
  total: number;
}

/** The calls behind one kind of licence list. */
export interface LicenceListSource<L extends ListedLicence, D extends LicenceListData<L> = LicenceListData<L>> {
  fetchList: (filter: LicenceListFilter, signal: AbortSignal) => Promise<D>;
  excelHref: (filter: LicenceListFilter) => string;
  approve: (ids: number[], date: string) => Promise<L[]>;
  /** feeAccepted: the user confirmed the cancellation fee (document 001 §4's second confirmation). */
  cancel: (ids: number[], feeAccepted: boolean) => Promise<L[]>;
}
