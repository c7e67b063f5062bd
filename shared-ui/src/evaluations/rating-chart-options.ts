import type Highcharts from 'highcharts';
import { RATING_STARS } from './evaluation-summary';

export interface RatingChartLabels {
  /** Category label of a bar, e.g. "3 stars". */
  stars: (stars: number) => string;
  /** Axis titles, already translated. */
  rating: string;
  count: string;
}

/** A bar per star rating, 1 to 5, with the number of evaluations that gave it; tooltips name both. */
export function ratingChartOptions(counts: readonly number[], labels: RatingChartLabels): Highcharts.Options {
  return {
    chart: { type: 'column' },
    title: { text: undefined },
    xAxis: { categories: RATING_STARS.map(labels.stars), title: { text: labels.rating } },
    yAxis: { title: { text: labels.count }, allowDecimals: false },
    legend: { enabled: false },
    tooltip: { enabled: true, pointFormat: `${labels.count}: <b>{point.y}</b>` },
    // Without a heading: Highcharts' default one (an h6) breaks the page's heading order.
    accessibility: {
      screenReaderSection: {
        beforeChartFormat: '<p>{typeDescription}</p><div>{chartLongdesc}</div><div>{xAxisDescription}</div><div>{yAxisDescription}</div>',
      },
    },
    series: [{ type: 'column', name: labels.count, data: [...counts] }],
  };
}
