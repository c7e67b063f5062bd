import { Button, callEndpoint, Checkbox, ErrorPanel, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { courseCustomerEndpoints, type ReportAccess } from '@atrium/classroom-contract';
import { CustomerPicker } from './CustomerPicker';

/** customer: report access on or off, and the customers it is limited to (add, delete, clear). */
export function CustomerTab({ courseId }: { courseId: number }) {
  const t = useT();
  const params = { id: courseId };
  const access = useEndpoint(courseCustomerEndpoints.reportAccess, { params });

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
            callEndpoint(courseCustomerEndpoints.setReportAccess, { params, body: { reportAccess } }),
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
                void call(
                  callEndpoint(courseCustomerEndpoints.removeCustomer, { params: { ...params, customerId: customer.customerId } }),
                  'notification.filterdeleted',
                )
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
          void call(callEndpoint(courseCustomerEndpoints.addCustomer, { params, body: { customerId } }), 'notification.filteradded')
        }
      />
      <Button
        variant="danger"
        onClick={() => void call(callEndpoint(courseCustomerEndpoints.clearCustomers, { params }), 'notification.filterempty')}
      >
        {t('courses.classroom.customer.clear')}
      </Button>
    </div>
  );
}
