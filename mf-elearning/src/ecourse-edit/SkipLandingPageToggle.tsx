import { ecourseDetailEndpoints } from '@atrium/elearning-contract';
import { callEndpoint, Checkbox, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { useSaveFailure } from '../ecourse-tabs/use-save-failure';

interface Props {
  ecourseId: number;
  skip: boolean;
  onChanged: (skip: boolean) => void;
}

/** Skipping the landing page takes effect at once, through its own call (document 001 §7). */
export function SkipLandingPageToggle({ ecourseId, skip, onChanged }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const saveFailed = useSaveFailure();
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const answer = await callEndpoint(ecourseDetailEndpoints.setSkipLandingPage, {
        params: { id: ecourseId, flag: next ? 'true' : 'false' },
      });
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
