import { Button, Checkbox, Page, toast, useT } from '@atrium/shared-ui';
import type { EcourseGeneral } from '@atrium/elearning-contract';
import { useState, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { ecourseHref } from './ecourse-route';
import { GeneralFields } from './GeneralFields';
import { TechnicalFields } from './TechnicalFields';
import { useGeneralSave } from './use-general-save';
import './ecourse-edit.css';

interface Props {
  title: string;
  initial: EcourseGeneral;
  send(form: EcourseGeneral): Promise<{ id: number }>;
  /** Message key of the notification once the course exists. */
  doneKey: string;
  /** What else the new course gets, told under the form. */
  children?: ReactNode;
}

/** The new and copy forms: general and technical fields at once; then the new course's edit page (document 001 §4). */
export function EcourseStartForm({ title, initial, send, doneKey, children }: Props) {
  const t = useT();
  const [form, setForm] = useState(initial);
  const { errors, busy, save } = useGeneralSave(send, (created) => {
    toast.success(doneKey);
    navigateToUrl(ecourseHref.edit(created.id));
  });

  return (
    <Page title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(form);
        }}
      >
        <GeneralFields form={form} errors={errors} onChange={setForm} />
        <Checkbox
          label={t('ecourse.form.skipLandingPage')}
          checked={form.skipLandingPage}
          onChange={(event) => setForm({ ...form, skipLandingPage: event.target.checked })}
        />
        <h2>{t('ecourse.tab.technical')}</h2>
        <TechnicalFields form={form} errors={errors} onChange={setForm} />
        {children}
        <Button type="submit" variant="primary" busy={busy}>
          {t('common.save')}
        </Button>
      </form>
    </Page>
  );
}
