import { changePercent } from './change-percent';

it('gives the change against a year earlier in whole percent, none when there was nothing', () => {
  expect([changePercent(150, 100), changePercent(50, 100), changePercent(100, 0), changePercent(1, 3)]).toEqual([50, -50, null, -67]);
});
