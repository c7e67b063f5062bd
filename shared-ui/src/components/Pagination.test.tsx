import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('is hidden for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={jest.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders a named navigation with the current page marked', () => {
    render(<Pagination page={10} totalPages={20} onChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const current = screen.getByRole('button', { name: 'Page 10' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 9' }).hasAttribute('aria-current')).toBe(false);
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
    expect(pages).toEqual(['1', '7', '8', '9', '10', '11', '12', '13', '20']);
    expect(nav.textContent).toContain('…');
  });

  it('reports the chosen page, and the steps', () => {
    const onChange = jest.fn();
    render(<Pagination page={2} totalPages={3} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('keeps a step at the end focusable but inert', () => {
    const onChange = jest.fn();
    render(<Pagination page={3} totalPages={3} onChange={onChange} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(onChange).not.toHaveBeenCalled();
  });
});
