import { Button, Modal, useT } from '@atrium/shared-ui';
import './messages';

export type RemoveMode = 'delete' | 'detach';

interface RemoveFileDialogProps<F extends { fileName: string }> {
  file: F | null;
  /** Message key of the question; it gets the file's name. */
  questionKey: string;
  /** Message key of a notice shown above the question (the instructor's accepted materials, document 002 §8). */
  noticeKey?: string;
  onChoose: (file: F, mode: RemoveMode) => void;
  onCancel: () => void;
}

/** Delete-file confirmation, offering delete or only detach (document 000 §2). */
export function RemoveFileDialog<F extends { fileName: string }>({
  file,
  questionKey,
  noticeKey,
  onChoose,
  onCancel,
}: RemoveFileDialogProps<F>) {
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
      {noticeKey && <p role="note">{t(noticeKey)}</p>}
      <p>{t(questionKey, { name: file?.fileName ?? '' })}</p>
    </Modal>
  );
}
