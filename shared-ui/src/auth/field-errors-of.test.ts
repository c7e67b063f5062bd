import { ApiError } from './api-error';
import { fieldErrorsOf } from './field-errors-of';

test('a 400 keys its messages by the form field, without the body prefix', () => {
  const error = new ApiError(400, 'validation', 'http.400', {
    'body.internalName': 'taken',
    'body.length.minutes': 'validation.integer.positiveOrZero',
    'query.q': 'x',
  });
  expect(fieldErrorsOf(error)).toEqual({ internalName: 'taken', 'length.minutes': 'validation.integer.positiveOrZero', 'query.q': 'x' });
});

test('an error without fields, or no ApiError at all, has nothing to show at a field', () => {
  expect(fieldErrorsOf(new ApiError(500, 'http.500', 'http.500'))).toEqual({});
  expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toEqual({});
});
