import { apiFetch, Checkbox, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { useSaveFailure } from '../ecourse-tabs/use-save-failure';
import { ecourseApi } from './ecourse-api';

interface Props {
  ecourseId: number;
  skip: boolean;
  onChanged(skip: boolean): void;
}

/** Skipping the landing page takes effect at once, through its own call (document 001 §7). */
export function SkipLandingPageToggle({ ecourseId, skip, onChanged }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const saveFailed = useSaveFailure();
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const answer = await apiFetch<{ skip: boolean }>(ecourseApi.updateSkipLandingPage(ecourseId, next), { method: 'PUT' });
      onChanged(answer.skip);
      toast.success('ecourse.skipLandingPage.saved');
    } catch (error) {
      saveFailed(error);
    } finally {
      setBusy(false);
    }
  };
  // aria-disabled rather than disabled, so the box keeps keyboard focus while the call runs.
  return (
    <Checkbox
      label={t('ecourse.form.skipLandingPage')}
      checked={skip}
      aria-disabled={busy || undefined}
      onChange={(event) => {
        if (!busy) void change(event.target.checked);
      }}
    />
  );
}
