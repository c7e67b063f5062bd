import Highcharts from 'highcharts';
// Highcharts 13 ships accessibility as a module; importing it after the core registers it.
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';

export interface ChartProps {
  options: Highcharts.Options;
  /** Spec §9: charts are 450 by 280 unless a screen says otherwise. */
  width?: number;
  height?: number;
  /** Already translated; names the chart for screen readers. */
  ariaLabel: string;
}

export function Chart({ options, width = 450, height = 280, ariaLabel }: ChartProps) {
  const merged = useMemo<Highcharts.Options>(
    () => ({
      ...options,
      chart: { ...options.chart, width, height },
      accessibility: { enabled: true, ...options.accessibility, description: options.accessibility?.description ?? ariaLabel },
      credits: { enabled: false, ...options.credits },
    }),
    [options, width, height, ariaLabel],
  );
  return (
    <figure className="atr-chart" aria-label={ariaLabel} style={{ width, maxWidth: '100%' }}>
      <HighchartsReact highcharts={Highcharts} options={merged} />
    </figure>
  );
}
