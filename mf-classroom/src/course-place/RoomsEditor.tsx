import { useState } from 'react';
import { ApiError, Button, callEndpoint, Checkbox, TextField, toast, useT } from '@atrium/shared-ui';
import { courseRoomEndpoints, type CourseRoom } from '@atrium/classroom-contract';

function failureKey(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? 'course-place.room.exists' : 'course-place.saveFailed';
}

function RoomRow({ room, onSaved }: { room: CourseRoom; onSaved: (room: CourseRoom) => void }) {
  const t = useT();
  const [name, setName] = useState(room.name);
  const [description, setDescription] = useState(room.description ?? '');
  const params = { id: room.coursePlaceId, roomId: room.id };

  const save = async () => {
    try {
      onSaved(await callEndpoint(courseRoomEndpoints.update, { params, body: { name, description, confirmed: room.confirmed } }));
      toast.success('course-place.room.saved');
    } catch (error) {
      toast.error(failureKey(error));
    }
  };
  const confirm = async (confirmed: boolean) => {
    try {
      onSaved(await callEndpoint(courseRoomEndpoints.setConfirmed, { params, body: { confirmed } }));
    } catch {
      toast.error('course-place.saveFailed');
    }
  };

  return (
    <li className="atr-toolbar" data-testid="course-room">
      <TextField label={t('course-place.room.name')} value={name} onChange={(event) => setName(event.target.value)} />
      <TextField label={t('course-place.room.description')} value={description} onChange={(event) => setDescription(event.target.value)} />
      <Checkbox
        label={t('course-place.room.confirmed')}
        aria-label={t('course-place.room.confirm', { name: room.name })}
        checked={room.confirmed}
        onChange={(event) => void confirm(event.target.checked)}
      />
      <Button onClick={() => void save()} aria-label={t('course-place.room.save', { name: room.name })}>
        {t('course-place.save')}
      </Button>
    </li>
  );
}

/** The rooms of a saved venue: each edited in place, confirmed by its checkbox, and a new one added below. */
export function RoomsEditor({
  placeId,
  rooms,
  onChange,
}: {
  placeId: number;
  rooms: CourseRoom[];
  onChange: (rooms: CourseRoom[]) => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();

  const add = async () => {
    if (!name.trim()) {
      setError('course-place.invalid.required');
      return;
    }
    setError(undefined);
    try {
      const room = await callEndpoint(courseRoomEndpoints.create, { params: { id: placeId }, body: { name, description } });
      onChange([...rooms, room]);
      setName('');
      setDescription('');
      toast.success('course-place.room.saved');
    } catch (failure) {
      toast.error(failureKey(failure));
    }
  };

  return (
    <section aria-labelledby="course-place-rooms">
      <h2 id="course-place-rooms">{t('course-place.rooms')}</h2>
      <ul>
        {rooms.map((room) => (
          <RoomRow key={room.id} room={room} onSaved={(saved) => onChange(rooms.map((r) => (r.id === saved.id ? saved : r)))} />
        ))}
      </ul>
      <fieldset className="atr-toolbar">
        <legend>{t('course-place.room.new')}</legend>
        <TextField label={t('course-place.room.name')} value={name} error={error} onChange={(event) => setName(event.target.value)} />
        <TextField
          label={t('course-place.room.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Button onClick={() => void add()}>{t('course-place.room.add')}</Button>
      </fieldset>
    </section>
  );
}
