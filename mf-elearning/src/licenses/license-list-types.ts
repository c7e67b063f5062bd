/** What every license list row carries, e-course or classroom: the list's shared columns and cancel rules read these. */
export interface ListedLicense {
  id: number;
  /** Null when a remote learner (remote SCORM) holds the license. */
  userId: number | null;
  /** The id the customer's LMS gives a remote learner; e-course licenses only. */
  remoteLearnerId?: string | null;
  name: string | null;
  customerId: number | null;
  /** Minor units. */
  cancellationFee: number;
  asPartOfCourseProgram: boolean;
}

/** Filter, free text and sort of a license list; each list's contract names the values it takes. */
export interface LicenseListFilter {
  filter: string;
  query?: string | undefined;
  sort: string;
  order: 'asc' | 'desc';
}

/** The rows shown (at most 300) and how many match in all. */
export interface LicenseListData<L extends ListedLicense> {
  courseName: string;
  licenses: L[];
  total: number;
}

/** The calls behind one kind of license list. */
export interface LicenseListSource<L extends ListedLicense, D extends LicenseListData<L> = LicenseListData<L>> {
  fetchList(filter: LicenseListFilter, signal: AbortSignal): Promise<D>;
  excelHref(filter: LicenseListFilter): string;
  approve(ids: number[], date: string): Promise<L[]>;
  /** feeAccepted: the user confirmed the cancellation fee (document 001 §4's second confirmation). */
  cancel(ids: number[], feeAccepted: boolean): Promise<L[]>;
}
