import { DeadEndPage } from '@atrium/shared-ui';

/** /elearningpackage/noaccess: where a caller without authoring access lands. */
export default function NoAccessPage() {
  return <DeadEndPage kind="noaccess" />;
}
