import { render, screen } from '@testing-library/react';
import { Chart } from './Chart';

describe('Chart (smoke)', () => {
  it('renders a named figure with an accessible Highcharts chart of the default size', async () => {
    render(<Chart ariaLabel="Sales per month" options={{ title: { text: 'Sales' }, series: [{ type: 'line', data: [1, 3, 2] }] }} />);
    // Highcharts arrives on first use (its own chunk), so the figure comes after a moment.
    const figure = await screen.findByRole('figure', { name: 'Sales per month' });
    expect(figure.querySelector('.highcharts-container')).not.toBeNull();
    expect(figure.querySelector('svg')?.getAttribute('width')).toBe('450');
    // Present only when the accessibility module is loaded.
    expect(figure.querySelector('.highcharts-a11y-proxy-container-after')).not.toBeNull();
  });
});
