import { useEffect, useState } from 'react';
import { defaultHappeningTime, type Happening, type InstanceWithBuyInfo } from '@atrium/classroom-contract';
import { Button, Checkbox, ErrorPanel, Select, Spinner, TextField, toast, useLoad, useT } from '@atrium/shared-ui';
import { instanceApi } from './instance-api';
import { ChosenInstructors } from './ChosenInstructors';
import { fetchInstructors, instructorName } from './lookups';
import { useClashGuard } from '../clash-check/use-clash-guard';
import { ClashDialog } from '../clash-check/ClashDialog';

type Row = Omit<Happening, 'id' | 'cliId'> & { id: number | null };

interface Props {
  instance: InstanceWithBuyInfo;
  onSaved: () => void;
}

/** The course place and the course days (happenings) with their rooms and instructors, saved together. */
export function CoursePlaceTab({ instance, onSaved }: Props) {
  const t = useT();
  const places = useLoad('places', instanceApi.coursePlaces);
  const instructors = useLoad('instructors', fetchInstructors);
  const course = useLoad(`courseinfo/${instance.id}`, () => instanceApi.courseInfo(instance.id));
  const loaded = useLoad(`happenings/${instance.id}`, () => instanceApi.happenings(instance.id));
  const [rows, setRows] = useState<Row[]>([]);
  const [placeId, setPlaceId] = useState(instance.coursePlaceId);
  const [responsible, setResponsible] = useState(instance.classroomCourseInstanceFlags.isAtriumCoursePlaceResponsible);
  const [confirmed, setConfirmed] = useState(instance.classroomCourseInstanceFlags.coursePlaceConfirmed);
  const [busy, setBusy] = useState(false);
  const clashGuard = useClashGuard();

  useEffect(() => {
    if (loaded.data) setRows(loaded.data.map(({ cliId: _cliId, ...row }) => row));
  }, [loaded.data]);

  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;

  const rooms = places.data?.find((p) => p.id === placeId)?.rooms ?? [];
  const update = (index: number, patch: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const addDay = () => {
    const last = rows.at(-1);
    const next = last
      ? new Date(Date.parse(`${last.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      : (instance.startDate ?? new Date().toISOString().slice(0, 10));
    setRows([
      ...rows,
      { id: null, date: next, ...defaultHappeningTime(course.data?.courseDateTimes ?? null), room: null, instructors: [] },
    ]);
  };

  // Instructors or rooms booked twice are shown, with the other course, before anything is saved.
  const save = () =>
    clashGuard.guard(
      {
        cliId: instance.id,
        happenings: rows.map(({ date, fromTime, toTime, room, instructors }) => ({ date, fromTime, toTime, room, instructors })),
      },
      store,
    );

  const store = async () => {
    setBusy(true);
    try {
      const saved = await instanceApi.saveHappenings({
        cliId: instance.id,
        coursePlaceId: placeId,
        isAtriumCoursePlaceResponsible: responsible,
        coursePlaceConfirmed: confirmed,
        oldHappenings: rows.flatMap((row) => (row.id === null ? [] : [{ ...row, id: row.id }])),
        newHappenings: rows.flatMap(({ id, ...row }) => (id === null ? [row] : [])),
      });
      loaded.set(saved);
      toast.success('courses.instance.happenings.notification');
      onSaved();
    } catch {
      toast.error('error.generic');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="atr-form">
      <ClashDialog pending={clashGuard.pending} onClose={clashGuard.close} />
      <Select
        label={t('instances.field.coursePlace')}
        value={placeId === null ? '' : String(placeId)}
        placeholder=""
        options={(places.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name}${p.city ? `, ${p.city}` : ''}` }))}
        onChange={(event) => setPlaceId(event.target.value ? Number(event.target.value) : null)}
      />
      <Checkbox
        label={t('instances.field.isAtriumCoursePlaceResponsible')}
        checked={responsible}
        onChange={(e) => setResponsible(e.target.checked)}
      />
      <Checkbox label={t('instances.field.coursePlaceConfirmed')} checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
      <h2>{t('instances.happenings')}</h2>
      {course.data && course.data.lengthDays !== rows.length && (
        <p role="status" className="atr-form-error" data-testid="day-mismatch">
          {t('instances.dayMismatch', { days: course.data.lengthDays, count: rows.length })}
        </p>
      )}
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <div key={row.id ?? `new-${index}`} className="atr-toolbar" data-testid="happening-row">
            <TextField
              label={t('instances.happening.date', { n })}
              type="date"
              value={row.date}
              onChange={(e) => update(index, { date: e.target.value })}
            />
            <TextField
              label={t('instances.happening.from', { n })}
              type="time"
              value={row.fromTime}
              onChange={(e) => update(index, { fromTime: e.target.value })}
            />
            <TextField
              label={t('instances.happening.to', { n })}
              type="time"
              value={row.toTime}
              onChange={(e) => update(index, { toTime: e.target.value })}
            />
            <Select
              label={t('instances.happening.room', { n })}
              value={row.room === null ? '' : String(row.room)}
              placeholder=""
              options={rooms.map((room) => ({ value: String(room.id), label: room.name }))}
              onChange={(e) => update(index, { room: e.target.value ? Number(e.target.value) : null })}
            />
            <Select
              label={t('instances.happening.instructors', { n })}
              multiple
              value={row.instructors.map(String)}
              options={(instructors.data ?? []).map((i) => ({ value: String(i.id), label: instructorName(i) }))}
              onChange={(e) => update(index, { instructors: [...e.target.selectedOptions].map((o) => Number(o.value)) })}
            />
            <ChosenInstructors
              label={t('instances.happening.chosen', { n })}
              instructors={instructors.data ?? []}
              chosen={row.instructors}
            />
            <Button variant="link" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
              {t('instances.happening.remove', { n })}
            </Button>
          </div>
        );
      })}
      <div className="atr-toolbar">
        <Button onClick={addDay}>{t('instances.happening.add')}</Button>
        <Button variant="primary" busy={busy} onClick={() => void save()}>
          {t('instances.happenings.save')}
        </Button>
      </div>
    </div>
  );
}
