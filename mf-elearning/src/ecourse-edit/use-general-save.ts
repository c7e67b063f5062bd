import { fieldErrorsOf } from '@atrium/shared-ui';
import type { EcourseGeneral } from '@atrium/elearning-contract';
import { useState } from 'react';
import { useSaveFailure } from '../ecourse-tabs/use-save-failure';
import { checkGeneral, type FormErrors } from './form-errors';

export interface GeneralSave {
  errors: FormErrors;
  busy: boolean;
  save(form: EcourseGeneral): Promise<void>;
}

/**
 * Create, copy and update alike: the contract's rules first, then the call; a 400 shows its messages at
 * the fields it names, any other failure a toast.
 */
export function useGeneralSave<R>(send: (form: EcourseGeneral) => Promise<R>, onSaved: (result: R) => void): GeneralSave {
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const saveFailed = useSaveFailure();
  const save = async (form: EcourseGeneral) => {
    const found = checkGeneral(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSaved(await send(form));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) saveFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, save };
}
