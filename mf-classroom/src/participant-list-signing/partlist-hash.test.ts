import { partlistOfHash } from './partlist-hash';

it('reads the instance and code of the signing page address, and nothing else', () => {
  expect(partlistOfHash('#/12/0123456789abcdef0123456789abcdef')).toEqual({ instanceId: 12, code: '0123456789abcdef0123456789abcdef' });
  expect(partlistOfHash('#/12/short')).toBeNull();
  expect(partlistOfHash('#/0/0123456789abcdef0123456789abcdef')).toBeNull();
  expect(partlistOfHash('')).toBeNull();
});
