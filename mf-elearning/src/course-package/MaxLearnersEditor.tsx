import { updateRemoteScormCustomerSchema } from '@atrium/elearning-contract';
import { Button, TextField, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { maxLearnersValue, refusedFields, type SaveOutcome } from './remote-scorm-fields';
import './remote-scorm-messages';

export interface MaxLearnersEditorProps {
  /** The customer's name, for screen readers to know which row's limit this is. */
  name: string;
  saved: number | null;
  onSave(maxLearners: number | null): Promise<SaveOutcome>;
}

/** One customer's learner limit, edited in its row; empty is no limit. */
export function MaxLearnersEditor({ name, saved, onSave }: MaxLearnersEditorProps) {
  const t = useT();
  // Null until edited, so a saved change shows the value the new list brings.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const text = draft ?? (saved === null ? '' : String(saved));

  const save = async () => {
    const body = updateRemoteScormCustomerSchema.safeParse({ maxLearners: maxLearnersValue(text) });
    if (!body.success) return setError(refusedFields(body.error.issues).maxLearners);
    setError(undefined);
    setBusy(true);
    const refused = await onSave(body.data.maxLearners);
    setBusy(false);
    if (refused) setError(refused.maxLearners);
    else setDraft(null);
  };

  return (
    <div className="atr-toolbar">
      <TextField
        label={t('ecourse.remoteScorm.maxLearners')}
        aria-label={t('ecourse.remoteScorm.maxLearnersOf', { name })}
        inputMode="numeric"
        size={8}
        value={text}
        error={error}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button busy={busy} aria-label={t('ecourse.remoteScorm.saveLimitOf', { name })} onClick={() => void save()}>
        {t('ecourse.remoteScorm.saveLimit')}
      </Button>
    </div>
  );
}
