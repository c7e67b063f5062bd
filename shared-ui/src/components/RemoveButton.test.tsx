import { fireEvent, render, screen } from '@testing-library/react';
import { RemoveButton } from './RemoveButton';

test('says Remove, and tells a screen reader which row it removes', () => {
  const onClick = jest.fn();
  render(<RemoveButton label="Delete the price 100" onClick={onClick} />);
  const button = screen.getByRole('button', { name: 'Delete the price 100' });
  expect(button.textContent).toBe('Remove');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalled();
});
