import { useId, useState } from 'react';
import { instructorPageEndpoints as endpoints, type InstructorCourse } from '@atrium/classroom-contract';
import { Button, callEndpoint, toast, useT } from '@atrium/shared-ui';

/** The course report's comments: for the customer and internal (document 002 §7). */
export function ReportComments({ course }: { course: InstructorCourse }) {
  const t = useT();
  const customerId = useId();
  const internalId = useId();
  const instanceId = course.details.instanceId;
  const [customer, setCustomer] = useState(course.details.courseReportComments.customerComment ?? '');
  const [internal, setInternal] = useState(course.details.courseReportComments.internalComment ?? '');
  const save = async (kind: 'customer' | 'internal') => {
    try {
      if (kind === 'customer')
        await callEndpoint(endpoints.customerComments, { params: { instanceId }, body: { customerComments: customer } });
      else await callEndpoint(endpoints.internalComments, { params: { instanceId }, body: { internalComments: internal } });
      toast.success(`notification.reportupdated.${kind}`);
    } catch {
      toast.error('instructor-page.failed');
    }
  };
  return (
    <section className="atr-section">
      <h2>{t('instructor-page.reportComments')}</h2>
      <div className="atr-field">
        <label htmlFor={customerId} className="atr-field-label">
          {t('instructor-page.customerComment')}
        </label>
        <textarea
          id={customerId}
          className="atr-input"
          rows={3}
          maxLength={10_000}
          value={customer}
          onChange={(e) => setCustomer(e.target.value)}
        />
        <Button onClick={() => void save('customer')}>{t('instructor-page.saveCustomerComment')}</Button>
      </div>
      <div className="atr-field">
        <label htmlFor={internalId} className="atr-field-label">
          {t('instructor-page.internalComment')}
        </label>
        <textarea
          id={internalId}
          className="atr-input"
          rows={3}
          maxLength={10_000}
          value={internal}
          onChange={(e) => setInternal(e.target.value)}
        />
        <Button onClick={() => void save('internal')}>{t('instructor-page.saveInternalComment')}</Button>
      </div>
    </section>
  );
}
