import { courseProgramEndpoints, type CourseProgram } from '@atrium/reports-contract';
import {
  Button,
  callEndpoint,
  CustomerPicker,
  failureKey,
  fieldErrorsOf,
  formatDate,
  Modal,
  Select,
  toast,
  useEndpoint,
  UserPicker,
  useIdempotencyKey,
  useT,
  type CustomerItem,
  type UserSelectItem,
} from '@atrium/shared-ui';
import { useState } from 'react';

/**
 * Enrols a person on a programme for a customer (decision 0252): each classroom course takes a seat on the instance
 * chosen here, or waits for one ("choose later"), which leaves the enrolment PENDING.
 */
export function EnrolDialog({ program, onClose }: { program: CourseProgram; onClose: (saved: boolean) => void }) {
  const t = useT();
  const instances = useEndpoint(courseProgramEndpoints.instances, { params: { programId: program.id } });
  const [person, setPerson] = useState<UserSelectItem | null>(null);
  const [customer, setCustomer] = useState<CustomerItem | null>(null);
  const [seats, setSeats] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const idempotency = useIdempotencyKey();
  const classroomCourses = program.courses.filter((course) => course.courseType === 'CLASSROOM');
  // The body's seats, in this order: a refusal names seats.N by it.
  const seated = classroomCourses.filter((course) => seats[course.courseId]);

  const save = async () => {
    const found: Record<string, string> = {};
    if (!person) found.userId = 'validation.required';
    if (!customer) found.customerId = 'validation.required';
    setErrors(found);
    if (!person || !customer) return;
    setSaving(true);
    const chosen = seated.map((course) => ({ classroomCourseId: course.courseId, instanceId: Number(seats[course.courseId]) }));
    try {
      await callEndpoint(
        courseProgramEndpoints.enrol,
        { params: { programId: program.id }, body: { userId: person.id, customerId: customer.id, seats: chosen } },
        { headers: idempotency },
      );
      toast.success('courseProgram.admin.enrolledOn', { title: program.title });
      onClose(true);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      toast.error(failureKey(failure));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('courseProgram.admin.enrol', { title: program.title })}
      onClose={() => onClose(false)}
      footer={
        <Button variant="primary" busy={saving} onClick={() => void save()}>
          {t('courseProgram.admin.enrolShort')}
        </Button>
      }
    >
      <UserPicker label={t('courseProgram.admin.person')} value={person} onChange={setPerson} required error={errors.userId} />
      <CustomerPicker
        label={t('courseProgram.admin.customer')}
        value={customer}
        onChange={setCustomer}
        required
        error={errors.customerId}
      />
      {classroomCourses.map((course) => (
        <Select
          key={course.courseId}
          label={t('courseProgram.admin.seat', { course: course.name })}
          value={seats[course.courseId] ?? ''}
          error={errors[`seats.${seated.findIndex((seatedCourse) => seatedCourse.courseId === course.courseId)}.instanceId`]}
          options={[
            { value: '', label: t('courseProgram.admin.seatLater') },
            ...(instances.data ?? [])
              .filter((instance) => instance.courseId === course.courseId)
              .map((instance) => ({
                value: String(instance.id),
                label:
                  [instance.startDate && formatDate(instance.startDate), instance.placeName].filter(Boolean).join(' · ') ||
                  `#${instance.id}`,
              })),
          ]}
          onChange={(event) => setSeats((current) => ({ ...current, [course.courseId]: event.target.value }))}
        />
      ))}
    </Modal>
  );
}
