import { useState } from 'react';
import { Button, callEndpoint, ErrorPanel, Spinner, TextField, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { courseCustomerEndpoints, type FrameworkAgreement } from '@atrium/classroom-contract';
import { CustomerPicker } from './CustomerPicker';

/** frameworkAgreements: customers with a framework agreement for this course. */
export function FrameworkAgreementsTab({ courseId }: { courseId: number }) {
  const t = useT();
  const params = { id: courseId };
  const agreements = useEndpoint(courseCustomerEndpoints.agreements, { params });
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
              onClick={() =>
                void call(callEndpoint(courseCustomerEndpoints.removeAgreement, { params: { ...params, agreementId: agreement.id } }))
              }
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
          void call(callEndpoint(courseCustomerEndpoints.addAgreement, { params, body: { customerId, description } }))
        }
      />
    </div>
  );
}
