import { apiFetch, Button, Checkbox, ErrorPanel, Spinner, toast, useApiData, useT } from '@atrium/shared-ui';
import { customerIdBodySchema, type ReportAccess } from '@atrium/classroom-contract';
import { coursePath } from '../course-paths';
import { CustomerPicker } from './CustomerPicker';

/** customer: report access on or off, and the customers it is limited to (add, delete, clear). */
export function CustomerTab({ courseId }: { courseId: number }) {
  const t = useT();
  const path = `${coursePath(courseId)}/reportAccess`;
  const access = useApiData<ReportAccess>(path);

  if (access.error) return <ErrorPanel error={access.error} onRetry={access.reload} />;
  if (!access.data) return <Spinner />;

  const call = async (request: Promise<ReportAccess>, success: string) => {
    try {
      access.set(await request);
      toast.success(success);
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
  };

  return (
    <div>
      <Checkbox
        label={t('courses.classroom.customer.reportAccess')}
        checked={access.data.reportAccess}
        onChange={(e) => {
          const reportAccess = e.target.checked;
          void call(
            apiFetch(path, { method: 'PUT', body: { reportAccess } }),
            reportAccess ? 'clcourse.reportaccess' : 'clcourse.reportaccess_removed',
          );
        }}
      />
      <h2>{t('courses.classroom.customer.filter')}</h2>
      <ul>
        {access.data.customers.map((customer) => (
          <li key={customer.customerId}>
            {customer.customerName ?? customer.customerId}{' '}
            <Button
              variant="link"
              aria-label={t('courses.classroom.remove', { name: customer.customerName ?? String(customer.customerId) })}
              onClick={() =>
                void call(apiFetch(`${path}/customers/${customer.customerId}`, { method: 'DELETE' }), 'notification.filterdeleted')
              }
            >
              {t('courses.classroom.removeShort')}
            </Button>
          </li>
        ))}
      </ul>
      <CustomerPicker
        buttonLabel={t('courses.classroom.customer.add')}
        onPick={(customerId) =>
          void call(
            apiFetch(`${path}/customers`, { method: 'POST', body: customerIdBodySchema.parse({ customerId }) }),
            'notification.filteradded',
          )
        }
      />
      <Button variant="danger" onClick={() => void call(apiFetch(`${path}/customers`, { method: 'DELETE' }), 'notification.filterempty')}>
        {t('courses.classroom.customer.clear')}
      </Button>
    </div>
  );
}
