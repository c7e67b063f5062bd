import { Link } from '@atrium/shared-ui';
import type { AtriumUserSearchRow } from '@atrium/users-contract';
import { userPaths } from '../user-paths';

/** The person's name as the link that opens them: the row's main action, so Enter on any cell opens the person. */
export function UserNameCell({ data }: { data?: AtriumUserSearchRow }) {
  if (!data) return null;
  return (
    <Link href={userPaths.user(data.id)} data-main-action>
      {`${data.lastname}, ${data.firstname}`}
    </Link>
  );
}
