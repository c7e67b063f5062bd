import { ecourseEndpoints, responsibleUsersBodySchema } from '@atrium/elearning-contract';
import { Button, callEndpoint, ErrorPanel, Select, Spinner, toast, useEndpoint, useHasRole, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import type { EcourseTabProps } from '../ecourse-edit/ecourse-tab-props';
import { useSaveFailure } from './use-save-failure';
import './messages';

type Role = 'courseResponsible' | 'subjectResponsible';
const ROLES: readonly Role[] = ['courseResponsible', 'subjectResponsible'];

/** Course and subject responsible, chosen among the responsible users; only platform admins change them (document 001 §6). */
export function ResponsibleUsersPanel({ course, onCourseChanged }: EcourseTabProps) {
  const t = useT();
  const isPlatformAdmin = useHasRole('atrium');
  const saveFailed = useSaveFailure();
  const users = useEndpoint(ecourseEndpoints.responsibleUsers, {});
  const [edits, setEdits] = useState<Partial<Record<Role, number | null>>>({});
  const [saving, setSaving] = useState(false);

  if (users.error) return <ErrorPanel error={users.error} onRetry={users.reload} />;
  if (!users.data) return <Spinner />;

  const chosen = (role: Role) => (edits[role] !== undefined ? edits[role] : course[role]);
  const listed = users.data.map((user) => ({ value: String(user.id), label: user.name }));
  // Someone who has since lost the role is still the course's choice and must show as such.
  const unlisted = [...new Set(ROLES.map((role) => course[role]))]
    .filter((id): id is number => id !== null && !users.data?.some((user) => user.id === id))
    .map((id) => ({ value: String(id), label: t('ecourse.responsible.unknownUser', { id }) }));
  const options = [...listed, ...unlisted];

  const save = async () => {
    setSaving(true);
    try {
      const body = responsibleUsersBodySchema.parse({
        courseResponsible: chosen('courseResponsible'),
        subjectResponsible: chosen('subjectResponsible'),
      });
      await callEndpoint(ecourseEndpoints.setResponsibleUsers, { params: { id: course.id }, body });
      setEdits({});
      toast.success('ecourse.responsible.saved');
      onCourseChanged();
    } catch (error) {
      saveFailed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset>
      <legend>{t('ecourse.responsible.title')}</legend>
      {ROLES.map((role) => (
        <Select
          key={role}
          label={t(`ecourse.responsible.${role}`)}
          placeholder={t('ecourse.responsible.nobody')}
          options={options}
          value={String(chosen(role) ?? '')}
          disabled={!isPlatformAdmin}
          onChange={(event) => setEdits({ ...edits, [role]: event.target.value ? Number(event.target.value) : null })}
        />
      ))}
      {isPlatformAdmin && (
        <Button variant="primary" busy={saving} onClick={() => void save()}>
          {t('ecourse.responsible.save')}
        </Button>
      )}
    </fieldset>
  );
}
