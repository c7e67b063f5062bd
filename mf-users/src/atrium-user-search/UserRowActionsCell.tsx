import { Button, Link, useT } from '@atrium/shared-ui';
import type { AtriumUserSearchRow } from '@atrium/users-contract';
import { userPaths } from '../user-paths';

export interface UserRowActions {
  onDelete: (row: AtriumUserSearchRow) => void;
  onUndelete: (row: AtriumUserSearchRow) => void;
}

/** Delete or undelete (document 002 §2) and merge, each named for the person for screen readers. */
export function UserRowActionsCell({ data, onDelete, onUndelete }: UserRowActions & { data?: AtriumUserSearchRow }) {
  const t = useT();
  if (!data) return null;
  const name = `${data.firstname} ${data.lastname}`;
  return (
    <span className="atr-row-links">
      {data.deleted ? (
        <Button variant="link" aria-label={t('usersearch.undeleteOf', { name })} onClick={() => onUndelete(data)}>
          {t('usersearch.undelete')}
        </Button>
      ) : (
        <Button variant="link" aria-label={t('usersearch.deleteOf', { name })} onClick={() => onDelete(data)}>
          {t('usersearch.delete')}
        </Button>
      )}{' '}
      <Link href={userPaths.merge(data.id)} aria-label={t('usersearch.mergeOf', { name })}>
        {t('usersearch.merge')}
      </Link>
    </span>
  );
}
