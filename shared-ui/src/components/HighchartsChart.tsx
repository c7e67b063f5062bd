import Highcharts from 'highcharts';
// Highcharts 13 ships accessibility as a module; importing it after the core registers it.
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import type { ChartProps } from './Chart';

/** The Highcharts behind Chart, loaded only by pages that show a chart. */
export default function HighchartsChart({ options, width = 450, height = 280, ariaLabel }: ChartProps) {
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
