import { Button, ConfirmDialog, ErrorPanel, formatDateTime, Spinner, useT, type Loaded } from '@atrium/shared-ui';
import type { MergeRecord } from '@atrium/users-contract';
import { useState } from 'react';
import { MergeAreasList } from './MergePreviewPanel';

interface Props {
  merges: Loaded<MergeRecord[]>;
  onUndo: (merge: MergeRecord) => void;
}

/** The merges the person took part in, each with what moved and, within the period, an undo (decision 0134). */
export function MergeHistory({ merges, onUndo }: Props) {
  const t = useT();
  const [undoing, setUndoing] = useState<MergeRecord | null>(null);
  if (merges.error) return <ErrorPanel error={merges.error} onRetry={merges.reload} />;
  if (!merges.data) return <Spinner />;
  return (
    <section aria-labelledby="usermerge-history">
      <h2 id="usermerge-history">{t('usermerge.history')}</h2>
      {merges.data.length === 0 && <p>{t('usermerge.history.none')}</p>}
      {merges.data.map((merge) => (
        <article key={merge.id} aria-label={t('usermerge.record', { removed: merge.removed.name, kept: merge.kept.name })}>
          <p>
            {t('usermerge.record', { removed: merge.removed.name, kept: merge.kept.name })} · {formatDateTime(merge.mergedAt)}
            {merge.undoneAt && ` · ${t('usermerge.undoneAt', { at: formatDateTime(merge.undoneAt) })}`}
            {merge.undoable && ` · ${t('usermerge.undoUntil', { at: formatDateTime(merge.undoUntil) })}`}
          </p>
          <MergeAreasList areas={merge.moved} />
          {merge.undoable && <Button onClick={() => setUndoing(merge)}>{t('usermerge.undo')}</Button>}
        </article>
      ))}
      <ConfirmDialog
        open={undoing !== null}
        title={t('usermerge.undo')}
        message={t('usermerge.undo.confirm', { removed: undoing?.removed.name ?? '', kept: undoing?.kept.name ?? '' })}
        confirmLabel={t('usermerge.undo')}
        onConfirm={() => {
          if (undoing) onUndo(undoing);
          setUndoing(null);
        }}
        onCancel={() => setUndoing(null)}
      />
    </section>
  );
}
