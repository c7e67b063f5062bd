import { TIME_STEP_MINUTES } from './picker-limits';

const pad = (value: number) => String(value).padStart(2, '0');

const STEPS: readonly string[] = Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, index) => {
  const minutes = index * TIME_STEP_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/** Every quarter hour of a day as HH:mm, with a stored time off the grid kept in its place. */
export function timeOptions(current: string | null): readonly string[] {
  if (!current || STEPS.includes(current)) return STEPS;
  return [...STEPS, current].sort();
}
