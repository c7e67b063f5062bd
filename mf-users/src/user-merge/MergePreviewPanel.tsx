import { Button, ConfirmDialog, ErrorPanel, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { userMergeEndpoints, type MergeArea } from '@atrium/users-contract';
import { useState } from 'react';

/** Per area, what moves (document 002 §2 merge; decision 0134). Also used for what a merge moved. */
export function MergeAreasList({ areas }: { areas: MergeArea[] }) {
  const t = useT();
  return (
    <ul>
      {areas.map((area) => (
        <li key={area.area}>
          <strong>{t(`usermerge.area.${area.area}`)}</strong>:{' '}
          {area.rows.map((row) => t(`usermerge.kind.${row.kind}`, { count: row.count })).join(', ') || t('usermerge.nothing')}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  keepId: number;
  removeId: number;
  onMerge: () => void;
}

/** The preview of one merge and its confirmation; the OCS-linked person gets the Norwegian warning of document 002 §5. */
export function MergePreviewPanel({ keepId, removeId, onMerge }: Props) {
  const t = useT();
  const preview = useEndpoint(userMergeEndpoints.preview, { params: { keepId, removeId } });
  const [confirming, setConfirming] = useState(false);
  if (preview.error) return <ErrorPanel error={preview.error} onRetry={preview.reload} />;
  if (!preview.data) return <Spinner />;
  const { kept, removed, ocsLinked, areas } = preview.data;
  return (
    <section aria-labelledby="usermerge-preview">
      <h2 id="usermerge-preview">{t('usermerge.preview', { removed: removed.name, kept: kept.name })}</h2>
      <p>{t('usermerge.removedIs', { name: removed.name, username: removed.username, email: removed.email })}</p>
      <MergeAreasList areas={areas} />
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('usermerge.merge')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t(ocsLinked ? 'usermerge.ocs.title' : 'usermerge.merge')}
        message={t(ocsLinked ? 'usermerge.ocs.warning' : 'usermerge.confirm', { removed: removed.name, kept: kept.name })}
        confirmLabel={t('usermerge.merge')}
        onConfirm={() => {
          setConfirming(false);
          onMerge();
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
