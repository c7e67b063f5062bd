import packageJson from '../package.json';
import snapshot from '../exports-snapshot.json';
import * as sharedUi from './index';

// shared-ui is a federated singleton checked by version: remotes built against another version are refused.
// So its version must change whenever its exports do: add exports → minor, remove or change one → major; then
// write the new list and version into exports-snapshot.json.
test('the exports are the ones recorded for this version of shared-ui', () => {
  expect({ version: packageJson.version, exports: Object.keys(sharedUi).sort() }).toEqual(snapshot);
});
