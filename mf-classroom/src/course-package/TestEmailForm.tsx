import { useState, type FormEvent } from 'react';
import { ApiError, Button, failureKey, TextField, toast, useT } from '@atrium/shared-ui';
import { coursePackageTestEmailBodySchema } from '@atrium/classroom-contract';
import { coursePackageApi } from './course-package-api';

interface TestEmailFormProps {
  courseId: number;
  /** The test e-mail is the saved package; with unsaved edits it would not show what is on screen. */
  unsaved: boolean;
}

export function TestEmailForm({ courseId, unsaved }: TestEmailFormProps) {
  const t = useT();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unsaved) return;
    if (!coursePackageTestEmailBodySchema.safeParse({ to: to.trim() }).success) {
      setError('courses.course-package.test.email.invalid');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await coursePackageApi.sendTestEmail(courseId, to.trim());
      toast.success('course.course-package.test.email.sent');
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      if (fields?.mailSubject || fields?.mailBody) toast.error('courses.course-package.test.email.empty');
      else toast.error(failureKey(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="atr-form">
      <TextField
        label={t('courses.course-package.test.email.to')}
        type="email"
        autoComplete="email"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={error}
        hint={unsaved ? t('courses.course-package.test.email.saveFirst') : undefined}
      />
      <Button type="submit" busy={busy} aria-disabled={unsaved || undefined}>
        {t('courses.course-package.test.email.send')}
      </Button>
    </form>
  );
}
