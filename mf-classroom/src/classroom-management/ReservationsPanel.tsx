import { useState } from 'react';
import { classroomManagementEndpoints as endpoints } from '@atrium/classroom-contract';
import { Button, callEndpoint, RemoveButton, Select, TableHeadWithActions, TextField, useT } from '@atrium/shared-ui';
import { perform } from './classroom-management-api';
import type { OverviewTabProps } from './PreTab';

/** Document 002 §5: reserve 1 up to the available seats (default 1) with a comment; a cancelled reservation frees its seats. */
export function ReservationsPanel({ overview, reload }: OverviewTabProps) {
  const t = useT();
  const [seats, setSeats] = useState('1');
  const [comment, setComment] = useState('');
  const instanceId = overview.instanceId;
  const available = overview.details.seats.seatsAvailable;
  // Without a maximum any number may be held back; the list offers up to 50.
  const choices = Array.from({ length: available ?? 50 }, (_, index) => String(index + 1));

  const reserve = async () => {
    const made = await perform(
      () => callEndpoint(endpoints.makeReservation, { params: { instanceId }, body: { seats: Number(seats), comment } }),
      'classroom-management.reservation.made',
    );
    if (made) {
      setSeats('1');
      setComment('');
      reload();
    }
  };
  const cancel = async (reservationId: number) => {
    if (
      await perform(
        () => callEndpoint(endpoints.cancelReservation, { params: { instanceId, reservationId } }),
        'classroom-management.reservation.cancelled',
      )
    )
      reload();
  };

  return (
    <section className="atr-section">
      <h2>{t('classroom-management.reservations')}</h2>
      {overview.participants.reservations.length > 0 && (
        <table className="atr-table">
          <TableHeadWithActions headings={[t('classroom-management.reservation.seats'), t('classroom-management.reservation.comment')]} />
          <tbody>
            {overview.participants.reservations.map((reservation) => (
              <tr key={reservation.id} data-testid="reservation-row">
                <td>{reservation.seats}</td>
                <td>{reservation.comment}</td>
                <td>
                  <RemoveButton
                    label={t('classroom-management.reservation.cancel', { count: reservation.seats })}
                    onClick={() => void cancel(reservation.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {choices.length === 0 ? (
        <p>{t('notification.noseats')}</p>
      ) : (
        <div className="atr-toolbar">
          <Select
            label={t('classroom-management.reservation.seats')}
            value={seats}
            options={choices.map((value) => ({ value, label: value }))}
            onChange={(event) => setSeats(event.target.value)}
          />
          <TextField
            label={t('classroom-management.reservation.comment')}
            value={comment}
            maxLength={500}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button onClick={() => void reserve()}>{t('classroom-management.reservation.make')}</Button>
        </div>
      )}
    </section>
  );
}
