import { formatDate } from '@atrium/shared-ui';
import type { LicenseInstance } from '@atrium/classroom-contract';

type T = (key: string, params?: Record<string, string | number>) => string;

/** An instance by its course days: one day, or first to last. */
export function instanceDays(t: T, instance: Pick<LicenseInstance, 'id' | 'startDate' | 'endDate'>): string {
  if (!instance.startDate) return t('license.classroom.instance.undated', { id: instance.id });
  const last = instance.endDate ?? instance.startDate;
  return last === instance.startDate ? formatDate(instance.startDate) : `${formatDate(instance.startDate)}–${formatDate(last)}`;
}

/** An instance to choose: its days and its free seats (document 001 §9). */
export function instanceChoiceLabel(t: T, instance: LicenseInstance): string {
  const seats =
    instance.seatsAvailable === null
      ? t('license.classroom.seats.unlimited')
      : t('license.classroom.seats.free', { count: instance.seatsAvailable });
  return `${instanceDays(t, instance)}, ${seats}`;
}
