import { act, renderHook } from '@testing-library/react';
import { useAuth } from '../auth/use-auth';
import { makeMe } from '../test/fixtures';
import { registerValidationSchema } from './schema-registry';
import { useFormValidation } from './use-form-validation';

beforeAll(() => registerValidationSchema('hookForm', { employeeNo: [['emptyOrIfPlatformAdmin', 'digits']] }));

describe('useFormValidation', () => {
  it('lets the empty-for-admins rule follow the roles of the active customer', () => {
    // makeMe: customer 1 grants atrium, customer 2 only companyadmin.
    act(() => useAuth.setState({ status: 'signedIn', me: makeMe({ activeCustomerId: 1 }) }));
    const { result, rerender } = renderHook(() => useFormValidation('hookForm'));
    expect(result.current({ employeeNo: '' })).toEqual({});

    act(() => useAuth.setState({ me: makeMe({ activeCustomerId: 2 }) }));
    rerender();
    expect(result.current({ employeeNo: '' })).toEqual({ 'hookForm.employeeNo': 'validation.emptyOrPlatformAdmin' });
  });
});
