import { instanceEndpoints, INSTANCE_STATUSES, type InstanceWithBuyInfo } from '@atrium/classroom-contract';
import {
  callEndpoint,
  Checkbox,
  DateField,
  FormField,
  formatDate,
  Select,
  TextField,
  useAuth,
  useHasRole,
  useEndpoint,
  useLoad,
  useT,
} from '@atrium/shared-ui';
import { CustomerPicker } from './CustomerPicker';
import { intOrNull, toMajor, toMinor, type InstanceForm } from './instance-form';
import { statusKey } from './status-style';

interface Props {
  form: InstanceForm;
  onChange: (form: InstanceForm) => void;
  instance: InstanceWithBuyInfo | undefined;
  firstDate: string | null;
  onFirstDate: (value: string | null) => void;
}

export function GeneralTab({ form, onChange, instance, firstDate, onFirstDate }: Props) {
  const t = useT();
  const isPlatformAdmin = useHasRole('atrium');
  // Document 000 §6: the Norwegian learning site is a flag on this screen.
  const norwegianSite = useAuth((state) => state.learningSite === 'NO');
  const statuses = useEndpoint(instanceEndpoints.statuses, {});
  const taskSets = useLoad(`taskSets/${isPlatformAdmin}`, () =>
    isPlatformAdmin ? callEndpoint(instanceEndpoints.taskSets, {}) : Promise.resolve([]),
  );
  const set = (patch: Partial<InstanceForm>) => onChange({ ...form, ...patch });
  const flags = form.classroomCourseInstanceFlags;
  const internal = form.internalCourse;

  return (
    <div className="atr-form">
      {instance ? (
        <p data-testid="instance-dates">
          {instance.startDate
            ? t('instances.startEnd', { start: formatDate(instance.startDate), end: formatDate(instance.endDate) })
            : t('instances.noDates')}
        </p>
      ) : (
        <DateField label={t('instances.field.firstDate')} value={firstDate} onChange={onFirstDate} />
      )}
      {instance && <p data-testid="instance-buyable">{instance.canBuy ? t('instances.buyable') : t('instances.notBuyable')}</p>}
      <Checkbox label={t('instances.field.norwegianSite')} checked={norwegianSite} readOnly disabled />
      <Select
        label={t('instances.field.status')}
        value={String(form.status)}
        options={(statuses.data ?? INSTANCE_STATUSES).map((s) => ({ value: String(s.id), label: t(statusKey(s.name)) }))}
        onChange={(event) => set({ status: Number(event.target.value) })}
      />
      <TextField label={t('instances.field.sku')} value={form.sku ?? ''} onChange={(event) => set({ sku: event.target.value || null })} />
      <Select
        label={t('instances.field.locale')}
        value={form.locale}
        options={(['nb_NO', 'sv_SE', 'en_US'] as const).map((value) => ({ value, label: value }))}
        onChange={(event) => set({ locale: event.target.value as InstanceForm['locale'] })}
      />
      <div className="atr-toolbar">
        <TextField
          label={t('instances.field.days')}
          type="number"
          min={0}
          value={form.length.days}
          onChange={(e) => set({ length: { ...form.length, days: intOrNull(e.target.value) ?? 0 } })}
        />
        <TextField
          label={t('instances.field.hours')}
          type="number"
          min={0}
          max={23}
          value={form.length.hours}
          onChange={(e) => set({ length: { ...form.length, hours: intOrNull(e.target.value) ?? 0 } })}
        />
        <TextField
          label={t('instances.field.minutes')}
          type="number"
          min={0}
          max={59}
          value={form.length.minutes}
          onChange={(e) => set({ length: { ...form.length, minutes: intOrNull(e.target.value) ?? 0 } })}
        />
      </div>
      <div className="atr-toolbar">
        <TextField
          label={t('instances.field.minParticipants')}
          type="number"
          min={0}
          value={form.numParticipants.minParticipants ?? ''}
          onChange={(e) => set({ numParticipants: { ...form.numParticipants, minParticipants: intOrNull(e.target.value) } })}
        />
        <TextField
          label={t('instances.field.maxParticipants')}
          type="number"
          min={0}
          value={form.numParticipants.maxParticipants ?? ''}
          onChange={(e) => set({ numParticipants: { ...form.numParticipants, maxParticipants: intOrNull(e.target.value) } })}
        />
      </div>
      <FormField label={t('instances.field.info')}>
        <textarea className="atr-input" rows={3} value={form.info ?? ''} onChange={(e) => set({ info: e.target.value || null })} />
      </FormField>
      <Checkbox
        label={t('instances.field.canPurchase')}
        checked={flags.canPurchase}
        onChange={(e) => set({ classroomCourseInstanceFlags: { ...flags, canPurchase: e.target.checked } })}
      />
      <Checkbox
        label={t('instances.field.diplomaDisabled')}
        checked={flags.diplomaDisabled}
        onChange={(e) => set({ classroomCourseInstanceFlags: { ...flags, diplomaDisabled: e.target.checked } })}
      />
      <Checkbox
        label={t('instances.field.certificateDisabled')}
        checked={flags.certificateDisabled}
        onChange={(e) => set({ classroomCourseInstanceFlags: { ...flags, certificateDisabled: e.target.checked } })}
      />
      <Checkbox
        label={t('instances.field.courseInternal')}
        checked={internal.courseInternal}
        onChange={(e) => set({ internalCourse: { ...internal, courseInternal: e.target.checked } })}
      />
      {internal.courseInternal && (
        <>
          <CustomerPicker value={internal.customerId} onChange={(customerId) => set({ internalCourse: { ...internal, customerId } })} />
          <TextField
            label={t('instances.field.internalPrice')}
            type="number"
            min={0}
            step="0.01"
            required
            value={toMajor(internal.price ?? null)}
            onChange={(e) => set({ internalCourse: { ...internal, price: toMinor(e.target.value) } })}
          />
          <TextField
            label={t('instances.field.orderReference')}
            value={internal.orderReference ?? ''}
            onChange={(e) => set({ internalCourse: { ...internal, orderReference: e.target.value || null } })}
          />
        </>
      )}
      {isPlatformAdmin && (
        <fieldset className="atr-fieldset" data-testid="task-sets">
          <legend>{t('instances.field.taskSets')}</legend>
          {(taskSets.data ?? []).map((taskSet) => (
            <Checkbox
              key={taskSet.id}
              label={taskSet.name}
              checked={form.taskSets.includes(taskSet.id)}
              onChange={(e) =>
                set({ taskSets: e.target.checked ? [...form.taskSets, taskSet.id] : form.taskSets.filter((id) => id !== taskSet.id) })
              }
            />
          ))}
        </fieldset>
      )}
      <FormField label={t('instances.field.courseReportComments')}>
        <textarea
          className="atr-input"
          rows={3}
          value={form.courseReportComments ?? ''}
          onChange={(e) => set({ courseReportComments: e.target.value || null })}
        />
      </FormField>
    </div>
  );
}
