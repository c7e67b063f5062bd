import { Button, Modal, useT } from '@atrium/shared-ui';
import type { LinkedFile } from '@atrium/classroom-contract';
import './messages';

export type RemoveMode = 'delete' | 'detach';

interface RemoveFileDialogProps {
  file: LinkedFile | null;
  /** Message key of the question; it gets the file's name. */
  questionKey: string;
  onChoose(file: LinkedFile, mode: RemoveMode): void;
  onCancel(): void;
}

/** Delete-file confirmation, offering delete or only detach (document 000 §2). */
export function RemoveFileDialog({ file, questionKey, onChoose, onCancel }: RemoveFileDialogProps) {
  const t = useT();
  return (
    <Modal
      open={file !== null}
      title={t('files.removeTitle')}
      onClose={onCancel}
      footer={
        file && (
          <>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button onClick={() => onChoose(file, 'detach')}>{t('files.detach')}</Button>
            <Button variant="danger" onClick={() => onChoose(file, 'delete')}>
              {t('files.delete')}
            </Button>
          </>
        )
      }
    >
      <p>{t(questionKey, { name: file?.fileName ?? '' })}</p>
    </Modal>
  );
}
