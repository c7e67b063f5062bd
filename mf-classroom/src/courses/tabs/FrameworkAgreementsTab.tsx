import { useState } from 'react';
import { apiFetch, Button, ErrorPanel, Spinner, TextField, toast, useApiData, useT } from '@atrium/shared-ui';
import { newFrameworkAgreementSchema, type FrameworkAgreement } from '@atrium/classroom-contract';
import { coursePath } from '../course-paths';
import { CustomerPicker } from './CustomerPicker';

/** frameworkAgreements: customers with a framework agreement for this course. */
export function FrameworkAgreementsTab({ courseId }: { courseId: number }) {
  const t = useT();
  const path = `${coursePath(courseId)}/frameworkAgreements`;
  const agreements = useApiData<FrameworkAgreement[]>(path);
  const [description, setDescription] = useState('');
  if (agreements.error) return <ErrorPanel error={agreements.error} onRetry={agreements.reload} />;
  if (!agreements.data) return <Spinner />;

  const call = async (request: Promise<FrameworkAgreement[]>) => {
    try {
      agreements.set(await request);
      toast.success('saved');
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
  };

  return (
    <div>
      <ul>
        {agreements.data.map((agreement) => (
          <li key={agreement.id}>
            {agreement.customerName ?? agreement.customerId} {agreement.description && `– ${agreement.description}`}{' '}
            <Button
              variant="link"
              aria-label={t('courses.classroom.remove', { name: agreement.customerName ?? String(agreement.customerId) })}
              onClick={() => void call(apiFetch(`${path}/${agreement.id}`, { method: 'DELETE' }))}
            >
              {t('courses.classroom.removeShort')}
            </Button>
          </li>
        ))}
      </ul>
      <TextField
        label={t('courses.classroom.agreement.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <CustomerPicker
        buttonLabel={t('courses.classroom.agreement.add')}
        onPick={(customerId) =>
          void call(apiFetch(path, { method: 'POST', body: newFrameworkAgreementSchema.parse({ customerId, description }) }))
        }
      />
    </div>
  );
}
