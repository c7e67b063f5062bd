import { crmCustomerSyncEndpoints as endpoints } from '@atrium/users-contract';
import { Button, callEndpoint, ErrorPanel, failureKey, formatDateTime, Page, Tabs, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { CreateFromSoidForm } from './CreateFromSoidForm';
import { PairedCustomersTab } from './PairedCustomersTab';
import { UnpairedCustomersTab } from './UnpairedCustomersTab';
import './messages';

type SyncTab = 'unpaired' | 'paired';

/** /superoffice/customer (document 002 §2): the CRM's customers, paired with Atrium's or not, and what to do with them. */
export default function CrmCustomerSyncPage() {
  const t = useT();
  const status = useEndpoint(endpoints.status, {});
  const [tab, setTab] = useState<SyncTab>('unpaired');
  const [refreshing, setRefreshing] = useState(false);
  // Bumped after every change, so both lists and the counts read again.
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((value) => value + 1);
    status.reload();
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      const { fetched } = await callEndpoint(endpoints.refresh, {});
      toast.success('superoffice.refreshed', { count: fetched });
      changed();
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Page
      title={t('superoffice.title')}
      actions={
        <Button variant="primary" busy={refreshing} onClick={() => void refresh()}>
          {t('superoffice.refresh')}
        </Button>
      }
    >
      {status.error && <ErrorPanel error={status.error} onRetry={status.reload} />}
      {status.data && (
        <div>
          {status.data.crm === 'local' && <p role="note">{t('superoffice.localCrm')}</p>}
          <p role="status">
            {status.data.lastRefresh
              ? t('superoffice.lastRefresh', { when: formatDateTime(status.data.lastRefresh) })
              : t('superoffice.neverRefreshed')}{' '}
            {t('superoffice.counts', { pairs: status.data.pairs, drifted: status.data.drifted })}
          </p>
        </div>
      )}
      <CreateFromSoidForm onCreated={changed} />
      <Tabs
        tabs={[
          { id: 'unpaired', label: t('superoffice.tab.unpaired') },
          { id: 'paired', label: t('superoffice.tab.paired') },
        ]}
        active={tab}
        onChange={(next) => setTab(next as SyncTab)}
      >
        {tab === 'unpaired' ? (
          <UnpairedCustomersTab version={version} onChanged={changed} />
        ) : (
          <PairedCustomersTab version={version} onChanged={changed} />
        )}
      </Tabs>
    </Page>
  );
}
