import { useState } from 'react';
import { COURSE_ADMINS } from '@atrium/core-contract';
import { courseLookupEndpoints } from '@atrium/classroom-contract';
import { DeadEndPage, ErrorPanel, Page, Select, Spinner, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { DiplomaTemplateEditor } from './DiplomaTemplateEditor';
import './messages';

/** /diploma-templates: course staff pick a course provider's diploma template and write what it says per language (decision 0233). */
export default function DiplomaTemplatesPage() {
  const t = useT();
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const providers = useEndpoint(courseLookupEndpoints.providers, allowed ? {} : null);
  const [providerId, setProviderId] = useState<number | null>(null);
  const provider = providerId ?? providers.data?.[0]?.id ?? null;
  const templates = useEndpoint(courseLookupEndpoints.diplomaTemplates, provider ? { params: { providerId: provider } } : null);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const template = templates.data?.find((candidate) => candidate.id === templateId) ?? templates.data?.[0] ?? null;

  if (!allowed) return <DeadEndPage kind="noaccess" />;
  return (
    <Page title={t('diploma-templates.title')}>
      <p>{t('diploma-templates.intro')}</p>
      {providers.error && <ErrorPanel error={providers.error} onRetry={providers.reload} />}
      {templates.error && <ErrorPanel error={templates.error} onRetry={templates.reload} />}
      {!providers.data ? (
        <Spinner />
      ) : (
        <div className="atr-toolbar">
          <Select
            label={t('diploma-templates.provider')}
            value={provider === null ? '' : String(provider)}
            options={providers.data.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            onChange={(event) => {
              setProviderId(Number(event.target.value));
              setTemplateId(null);
            }}
          />
          <Select
            label={t('diploma-templates.template')}
            value={template ? String(template.id) : ''}
            options={(templates.data ?? []).map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            onChange={(event) => setTemplateId(Number(event.target.value))}
          />
        </div>
      )}
      {template && <DiplomaTemplateEditor key={template.id} templateId={template.id} />}
    </Page>
  );
}
