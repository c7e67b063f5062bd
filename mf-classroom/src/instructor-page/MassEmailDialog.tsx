import { useId, useState, type KeyboardEvent } from 'react';
import {
  instructorMassEmailEndpoints as endpoints,
  MASS_EMAIL_MAX_ATTACHMENT_BYTES,
  normalizeRecipients,
  type InstructorCourse,
} from '@atrium/classroom-contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  endpointUrl,
  failureKey,
  Modal,
  ProgressBar,
  RemoveButton,
  sendWithProgress,
  TextField,
  toast,
  useT,
  type UploadProgress,
} from '@atrium/shared-ui';

const participantEmails = (course: InstructorCourse) => course.participants.flatMap((p) => (p.user.email ? [p.user.email] : []));
const workEmails = (course: InstructorCourse) => course.participants.flatMap((p) => (p.user.workEmail ? [p.user.workEmail] : []));

/**
 * The mass e-mail of the instructor page (document 002 §5, decision 0228): the participants' e-mails to start with,
 * their work e-mails when ticked, more addresses added with Enter; attachments up to 10 MB − 25 kB; a confirmation.
 */
export function MassEmailDialog({ course }: { course: InstructorCourse }) {
  const t = useT();
  const bodyId = useId();
  const filesId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [recipients, setRecipients] = useState<string[]>([]);
  const [withWork, setWithWork] = useState(false);
  const [address, setAddress] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const all = normalizeRecipients([...recipients, ...(withWork ? workEmails(course) : [])]);
  const size = files.reduce((sum, file) => sum + file.size, 0);
  const tooLarge = size > MASS_EMAIL_MAX_ATTACHMENT_BYTES;
  const ready = all.length > 0 && subject.trim() !== '' && body.trim() !== '' && !tooLarge;

  const start = () => {
    setRecipients(normalizeRecipients(participantEmails(course)));
    setOpen(true);
  };
  const add = () => {
    setRecipients((list) => normalizeRecipients([...list, address]));
    setAddress('');
  };
  const onAddressKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const send = async () => {
    setConfirming(false);
    const form = new FormData();
    for (const email of all) form.append('email', email);
    form.append('subject', subject);
    form.append('body', body);
    for (const file of files) form.append('files', file, file.name);
    try {
      const url = endpointUrl(endpoints.send, { instanceUUID: course.details.instanceUUID });
      await sendWithProgress('POST', url, form, size, setProgress);
      toast.success('classroom-management.instructor.email-modal.sent', { count: all.length });
      setOpen(false);
      setSubject('');
      setBody('');
      setFiles([]);
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="atr-section">
      <Button onClick={start}>{t('instructor-page.massEmail')}</Button>
      <Modal
        open={open}
        title={t('instructor-page.massEmail')}
        onClose={() => setOpen(false)}
        footer={
          <Button variant="primary" disabled={!ready || progress !== null} onClick={() => setConfirming(true)}>
            {t('instructor-page.massEmail.send', { count: all.length })}
          </Button>
        }
      >
        <div className="atr-toolbar">
          <TextField
            label={t('instructor-page.massEmail.address')}
            type="email"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={onAddressKey}
          />
          <Button onClick={add} disabled={address.trim() === ''}>
            {t('instructor-page.massEmail.add')}
          </Button>
        </div>
        <Checkbox label={t('instructor-page.massEmail.workEmails')} checked={withWork} onChange={(e) => setWithWork(e.target.checked)} />
        <ul className="atr-plain-list" aria-label={t('instructor-page.massEmail.recipients')} data-testid="mass-email-recipients">
          {all.map((email) => (
            <li key={email} className="atr-toolbar">
              {email}
              {recipients.includes(email) && (
                <RemoveButton
                  label={t('instructor-page.massEmail.remove', { email })}
                  onClick={() => setRecipients((list) => list.filter((other) => other !== email))}
                />
              )}
            </li>
          ))}
        </ul>
        <TextField
          label={t('instructor-page.massEmail.subject')}
          value={subject}
          maxLength={500}
          onChange={(e) => setSubject(e.target.value)}
        />
        <div className="atr-field">
          <label htmlFor={bodyId} className="atr-field-label">
            {t('instructor-page.massEmail.body')}
          </label>
          <textarea id={bodyId} className="atr-input" rows={6} maxLength={50_000} value={body} onChange={(e) => setBody(e.target.value)} />
        </div>
        <div className="atr-field">
          <label htmlFor={filesId} className="atr-field-label">
            {t('instructor-page.massEmail.files')}
          </label>
          <input id={filesId} type="file" multiple onChange={(event) => setFiles([...(event.target.files ?? [])])} />
          {tooLarge && (
            <p role="alert" className="atr-field-error">
              {t('classroom-management.instructor.email-modal.toolarge')}
            </p>
          )}
        </div>
        {progress && <ProgressBar value={(100 * progress.loaded) / (progress.total || 1)} labelKey="instructor-page.massEmail.sending" />}
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t('instructor-page.massEmail')}
        message={t('classroom-management.instructor.email-modal.confirm', { count: all.length })}
        confirmLabel={t('instructor-page.massEmail.send', { count: all.length })}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
