import { useId, useState } from 'react';
import { classroomManagementEndpoints as endpoints } from '@atrium/classroom-contract';
import { Button, callEndpoint, useT } from '@atrium/shared-ui';
import { perform } from './classroom-management-api';
import type { OverviewTabProps } from './PreTab';

function InfoField({
  kind,
  initial,
  instanceId,
  reload,
}: {
  kind: 'external' | 'internal';
  initial: string;
  instanceId: number;
  reload: () => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(initial);
  const endpoint = kind === 'external' ? endpoints.editExternalInfo : endpoints.editInternalInfo;
  const save = async () => {
    if (await perform(() => callEndpoint(endpoint, { params: { instanceId }, body: { info: text } }), 'classroom-management.saved'))
      reload();
  };
  return (
    <div className="atr-field">
      <label htmlFor={id} className="atr-field-label">
        {t(`classroom-management.info.${kind}`)}
      </label>
      <textarea id={id} className="atr-input" rows={4} maxLength={10_000} value={text} onChange={(event) => setText(event.target.value)} />
      <Button onClick={() => void save()}>{t(`classroom-management.info.save.${kind}`)}</Button>
    </div>
  );
}

/** External info (shown to participants and instructors, line breaks kept) and internal info (staff only). */
export function InfoPanel({ overview, reload }: OverviewTabProps) {
  const t = useT();
  return (
    <section className="atr-section">
      <h2>{t('classroom-management.info')}</h2>
      <InfoField kind="external" initial={overview.externalInfo ?? ''} instanceId={overview.instanceId} reload={reload} />
      <InfoField kind="internal" initial={overview.internalInfo ?? ''} instanceId={overview.instanceId} reload={reload} />
    </section>
  );
}
