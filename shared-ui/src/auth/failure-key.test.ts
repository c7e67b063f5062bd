import { registerMessages } from '../i18n/message-registry';
import { ApiError } from './api-error';
import { failureKey } from './failure-key';

describe('failureKey', () => {
  it('shows a service’s message key as it is', () => {
    registerMessages('en_US', { 'test.failure.reason': 'No seats left' });
    expect(failureKey(new ApiError(409, 'Conflict', 'test.failure.reason'))).toBe('test.failure.reason');
  });

  it('shows the message key a 400 gives for its field', () => {
    registerMessages('en_US', { 'test.failure.range': 'The range is too long' });
    const refused = new ApiError(400, 'Bad Request', 'body.toDate: test.failure.range', { 'body.toDate': 'test.failure.range' });
    expect(failureKey(refused)).toBe('test.failure.range');
  });

  it('shows the status’s text instead of a service’s developer English', () => {
    expect(failureKey(new ApiError(400, 'Bad Request', 'body.name: Required'))).toBe('http.400');
    expect(failureKey(new ApiError(404, 'Not Found', 'E-course not found'))).toBe('http.404');
    expect(failureKey(new ApiError(409, 'Conflict', 'This upload url has been used'))).toBe('http.400');
    expect(failureKey(new ApiError(502, 'Bad Gateway', 'upstream'))).toBe('http.500');
    expect(failureKey(new TypeError('Failed to fetch'))).toBe('http.500');
  });
});
