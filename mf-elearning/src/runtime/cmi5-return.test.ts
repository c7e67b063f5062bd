import { CMI5_RETURNED_MESSAGE, isCmi5Return, onCmi5Return, returnToPlayer } from './cmi5-return';

test("the runtime page opened with the returnURL's parameter is a return, any other is a launch", () => {
  expect(isCmi5Return('?returned=1')).toBe(true);
  expect(isCmi5Return('')).toBe(false);
});

test('the player hears a return from its own origin only', () => {
  const heard = jest.fn();
  const stop = onCmi5Return(heard);
  window.dispatchEvent(new MessageEvent('message', { data: { type: CMI5_RETURNED_MESSAGE }, origin: 'https://elsewhere.example' }));
  expect(heard).not.toHaveBeenCalled();
  window.dispatchEvent(new MessageEvent('message', { data: { type: CMI5_RETURNED_MESSAGE }, origin: window.location.origin }));
  expect(heard).toHaveBeenCalledTimes(1);
  stop();
});

test('a return page with no player around it (OwnWindow in the learner’s own tab) leads on by itself', () => {
  expect(returnToPlayer()).toBe(false);
});
