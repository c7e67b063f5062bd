import type { CourseProgramInstance } from '@atrium/reports-contract';
import { Button, ErrorPanel, formatDate, Modal, Select, Spinner, useT } from '@atrium/shared-ui';
import { useState, type ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** A classroom instance as a choice: the course, its start and its venue, as far as they are known. */
export const instanceChoice = (instance: CourseProgramInstance): Choice => ({
  value: String(instance.id),
  label: [instance.name, instance.startDate && formatDate(instance.startDate), instance.placeName].filter(Boolean).join(' · '),
});

interface Props {
  /** Already translated, as are label and confirmLabel. */
  title: string;
  label: string;
  confirmLabel: string;
  /** Message key shown when there is nothing to choose. */
  noneKey: string;
  /** Undefined while loading. */
  choices: Choice[] | undefined;
  failure: Error | null;
  onRetry: () => void;
  onClose: () => void;
  /** Makes the change with the chosen value; true when it is made, which closes the dialog. */
  onConfirm: (value: string) => Promise<boolean>;
  /** Shown below the choice (a swap's options and confirmation), with the chosen one. */
  children?: (chosen: Choice | undefined) => ReactNode;
}

/** The courses tab's dialogs that choose one of what a call offers (a seat's course date, a swap's target). */
export function ChoiceDialog({ title, label, confirmLabel, noneKey, choices, failure, onRetry, onClose, onConfirm, children }: Props) {
  const t = useT();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    if (await onConfirm(value)) onClose();
    else setBusy(false);
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={value === ''} busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure ? (
        <ErrorPanel error={failure} onRetry={onRetry} />
      ) : !choices ? (
        <Spinner />
      ) : choices.length === 0 ? (
        <p>{t(noneKey)}</p>
      ) : (
        <>
          <Select label={label} placeholder="" options={choices} value={value} onChange={(event) => setValue(event.target.value)} />
          {children?.(choices.find((choice) => choice.value === value))}
        </>
      )}
    </Modal>
  );
}
