import type Highcharts from 'highcharts';
import { lazy, Suspense } from 'react';
import { Spinner } from './Spinner';

export interface ChartProps {
  options: Highcharts.Options;
  /** Spec §9: charts are 450 by 280 unless a screen says otherwise. */
  width?: number;
  height?: number;
  /** Already translated; names the chart for screen readers. */
  ariaLabel: string;
}

// Highcharts is fetched (as its own chunk) with the first chart a page shows, never by pages without one.
const HighchartsChart = lazy(() => import('./HighchartsChart'));

export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <HighchartsChart {...props} />
    </Suspense>
  );
}
