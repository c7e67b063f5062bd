import { useState } from 'react';
import { classroomManagementEndpoints as endpoints } from '@atrium/classroom-contract';
import { Button, callEndpoint, TextField, useT } from '@atrium/shared-ui';
import { perform } from './classroom-management-api';
import type { OverviewTabProps } from './PreTab';

/** Document 002 §3: how many material packages are sent, and anything extra about them. */
export function PackagedMaterialsForm({ overview, reload }: OverviewTabProps) {
  const t = useT();
  const saved = overview.workItems.packagedMaterials;
  const [count, setCount] = useState(saved.count === null ? '' : String(saved.count));
  const [extraInfo, setExtraInfo] = useState(saved.extraInfo ?? '');
  const invalid = count !== '' && !/^\d{1,6}$/.test(count);

  const save = async () => {
    if (invalid) return;
    const body = { count: count === '' ? null : Number(count), extraInfo: extraInfo.trim() || null };
    if (
      await perform(
        () => callEndpoint(endpoints.updatePackagedMaterials, { params: { instanceId: overview.instanceId }, body }),
        'classroom-management.saved',
      )
    )
      reload();
  };

  return (
    <section className="atr-section">
      <h2>{t('classroom-management.packagedMaterials')}</h2>
      <div className="atr-toolbar">
        <TextField
          label={t('classroom-management.packagedMaterials.count')}
          inputMode="numeric"
          value={count}
          error={invalid ? 'classroom-management.invalid.count' : undefined}
          onChange={(event) => setCount(event.target.value.trim())}
        />
        <TextField
          label={t('classroom-management.packagedMaterials.extraInfo')}
          value={extraInfo}
          maxLength={2000}
          onChange={(event) => setExtraInfo(event.target.value)}
        />
        <Button onClick={() => void save()}>{t('classroom-management.save')}</Button>
      </div>
    </section>
  );
}
