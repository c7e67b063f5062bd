import { remoteScormEndpoints, type RemoteScormCustomer } from '@atrium/elearning-contract';
import {
  callEndpoint,
  ConfirmDialog,
  ErrorPanel,
  fieldErrorsOf,
  Spinner,
  TableHeadWithActions,
  toast,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useState } from 'react';
import { useSaveFailure } from '../ecourse-tabs/use-save-failure';
import { AddRemoteCustomerForm } from './AddRemoteCustomerForm';
import { RemoteScormCustomerRow } from './RemoteScormCustomerRow';
import type { SaveOutcome } from './remote-scorm-fields';
import './remote-scorm-messages';

export interface RemoteScormPanelProps {
  ecourseId: number;
  /** Without a package the wrappers can still be handed out, but nobody can start the course until it has one. */
  hasPackage: boolean;
}

/** Both change a customer's wrappers for good, so they are asked about first. */
type Question = { action: 'newToken' | 'remove'; customer: RemoteScormCustomer };

const nameOf = (customer: RemoteScormCustomer) => customer.customerName ?? `#${customer.customerId}`;

/** Document 001 §7's customers for remote scorm: who may play this course from their own LMS, for platform admins. */
export function RemoteScormPanel({ ecourseId, hasPackage }: RemoteScormPanelProps) {
  const t = useT();
  const saveFailed = useSaveFailure();
  const params = { id: ecourseId };
  const customers = useEndpoint(remoteScormEndpoints.list, { params });
  const [question, setQuestion] = useState<Question | null>(null);

  // Every change answers the whole new list, which replaces the one shown.
  const change = async (request: Promise<RemoteScormCustomer[]>, success: string): Promise<SaveOutcome> => {
    try {
      customers.set(await request);
      toast.success(success);
      return null;
    } catch (error) {
      saveFailed(error);
      return fieldErrorsOf(error);
    }
  };

  const answer = ({ action, customer }: Question) => {
    setQuestion(null);
    const request = callEndpoint(remoteScormEndpoints[action], { params: { ...params, customerId: customer.customerId } });
    void change(request, `ecourse.remoteScorm.saved.${action}`);
  };

  const list = customers.data;
  return (
    <section aria-labelledby="remote-scorm-title">
      <h3 id="remote-scorm-title">{t('ecourse.remoteScorm.title')}</h3>
      <p>{t('ecourse.remoteScorm.intro')}</p>
      {!hasPackage && <p>{t('ecourse.remoteScorm.noPackage')}</p>}
      {customers.error ? (
        <ErrorPanel error={customers.error} onRetry={customers.reload} />
      ) : !list ? (
        <Spinner />
      ) : list.length === 0 ? (
        <p>{t('ecourse.remoteScorm.none')}</p>
      ) : (
        <table className="atr-table">
          <caption className="atr-visually-hidden">{t('ecourse.remoteScorm.title')}</caption>
          <TableHeadWithActions
            headings={[
              t('ecourse.remoteScorm.customer'),
              t('ecourse.remoteScorm.learners'),
              t('ecourse.remoteScorm.added'),
              t('ecourse.remoteScorm.packages'),
            ]}
          />
          <tbody>
            {list.map((customer) => (
              <RemoteScormCustomerRow
                key={customer.customerId}
                ecourseId={ecourseId}
                customer={customer}
                name={nameOf(customer)}
                onSaveLimit={(maxLearners) =>
                  change(
                    callEndpoint(remoteScormEndpoints.update, {
                      params: { ...params, customerId: customer.customerId },
                      body: { maxLearners },
                    }),
                    'ecourse.remoteScorm.saved.limit',
                  )
                }
                onNewToken={() => setQuestion({ action: 'newToken', customer })}
                onRemove={() => setQuestion({ action: 'remove', customer })}
              />
            ))}
          </tbody>
        </table>
      )}
      {list && (
        <AddRemoteCustomerForm
          onAdd={(body) => change(callEndpoint(remoteScormEndpoints.add, { params, body }), 'ecourse.remoteScorm.saved.add')}
        />
      )}
      {question && (
        <ConfirmDialog
          open
          title={t(`ecourse.remoteScorm.${question.action}.title`, { name: nameOf(question.customer) })}
          message={t(`ecourse.remoteScorm.${question.action}.message`, { name: nameOf(question.customer) })}
          confirmLabel={t(`ecourse.remoteScorm.${question.action}.confirm`)}
          onConfirm={() => answer(question)}
          onCancel={() => setQuestion(null)}
        />
      )}
    </section>
  );
}
