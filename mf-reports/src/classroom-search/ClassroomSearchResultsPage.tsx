import { COURSE_ADMINS } from '@atrium/core-contract';
import type { ClassroomSearchType } from '@atrium/reports-contract';
import { DeadEndPage, Page, useAuth, useT } from '@atrium/shared-ui';
import { ReportDownloads } from './ReportDownloads';
import { CourseListResult, CoursePlanResult, PotentialResult, PurchaseResult, TurnoverResult } from './SearchResults';
import './messages';

const RESULTS: Record<ClassroomSearchType, () => React.JSX.Element> = {
  COURSE_LIST: CourseListResult,
  COURSE_PLAN: CoursePlanResult,
  COURSE_TURNOVER: TurnoverResult,
  COURSE_TURNOVER_POTENTIAL: PotentialResult,
  PURCHASE_REPORT: PurchaseResult,
};

/**
 * /classroom-search/{type} (document 003): the result window. Each report reads the parameters from the query
 * string and posts them to POST data/classroom-search/{type}.
 */
export default function ClassroomSearchResultsPage({ type }: { type: ClassroomSearchType }) {
  const t = useT();
  const mayUse = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  if (!mayUse) return <DeadEndPage kind="noaccess" />;
  const Result = RESULTS[type];
  return (
    <Page title={t(`classroomSearch.type.${type}`)}>
      <ReportDownloads type={type} />
      <Result />
    </Page>
  );
}
