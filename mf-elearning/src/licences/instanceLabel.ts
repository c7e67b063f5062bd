import type { LicenceInstance } from '@atrium/classroom-service/contract';
import { formatDay } from '../formatDay';

type T = (key: string, params?: Record<string, string | number>) => string;

/** An instance by its course days: one day, or first to last. */
export function instanceDays(t: T, instance: Pick<LicenceInstance, 'id' | 'startDate' | 'endDate'>): string {
  if (!instance.startDate) return t('license.classroom.instance.undated', { id: instance.id });
  const last = instance.endDate ?? instance.startDate;
  return last === instance.startDate ? formatDay(instance.startDate) : `${formatDay(instance.startDate)}–${formatDay(last)}`;
}

/** An instance to choose: its days and its free seats (document 001 §9). */
export function instanceChoiceLabel(t: T, instance: LicenceInstance): string {
  const seats =
    instance.seatsAvailable === null
      ? t('license.classroom.seats.unlimited')
      : t('license.classroom.seats.free', { count: instance.seatsAvailable });
  return `${instanceDays(t, instance)}, ${seats}`;
}
