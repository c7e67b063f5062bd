import { render, screen } from '@testing-library/react';
import { Checkbox } from './Checkbox';
import { FormField } from './FormField';
import { Select } from './Select';
import { TextField } from './TextField';

describe('FormField', () => {
  it('labels the control and leaves it valid without an error', () => {
    render(<FormField label="Name">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the translated error and ties it and the hint to the control', () => {
    render(
      <FormField label="Name" hint="As on the diploma" error="validation.required">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['This field is required.', 'As on the diploma']);
  });

  it('wires an element child as well as a render function', () => {
    render(
      <FormField label="Code" error="validation.required">
        <input />
      </FormField>,
    );
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('fields built on FormField', () => {
  it('TextField passes input props through', () => {
    render(<TextField label="E-mail" type="email" required error="validation.required" defaultValue="x" />);
    const input = screen.getByLabelText('E-mail', { exact: false }) as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    expect(input.value).toBe('x');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('Select lists the options under its label', () => {
    render(
      <Select
        label="Site"
        options={[
          { value: 'NO', label: 'Norway' },
          { value: 'SE', label: 'Sweden' },
        ]}
        defaultValue="SE"
      />,
    );
    const select = screen.getByLabelText('Site') as HTMLSelectElement;
    expect(select.value).toBe('SE');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Norway', 'Sweden']);
  });

  it('Checkbox labels the box and reports its error', () => {
    render(<Checkbox label="I agree" error="validation.required" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required.');
  });
});
