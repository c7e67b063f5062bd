import { fireEvent, render, screen } from '@testing-library/react';
import { FileUploadInput } from './FileUploadInput';

const MB = 1024 * 1024;

test('hands over the chosen file', () => {
  const onFile = jest.fn();
  render(<FileUploadInput label="Package file" accept=".zip" progress={null} onFile={onFile} />);
  const input = screen.getByLabelText('Package file') as HTMLInputElement;
  expect(input.accept).toBe('.zip');
  const file = new File(['x'], 'course.zip');
  fireEvent.change(input, { target: { files: [file] } });
  expect(onFile).toHaveBeenCalledWith(file);
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('while uploading the input is disabled and the progress shows in percent and MB', () => {
  render(<FileUploadInput label="File" accept="application/pdf" progress={{ loaded: MB, total: 4 * MB }} onFile={jest.fn()} />);
  expect((screen.getByLabelText('File') as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  expect(screen.getByText('1.0 of 4.0 MB')).toBeTruthy();
});
