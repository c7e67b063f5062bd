// shared-ui's grid, charts, rich text and drag and drop are lazily loaded parts (React.lazy). In the browser each
// is fetched once; in jest, requiring ag-grid, Highcharts or tiptap the first time takes seconds on a busy
// machine, longer than testing-library waits for a lazy part to show. Requiring the libraries before the tests
// (as every test file did before the split, through shared-ui's index) makes a lazy part appear at once.
for (const library of [
  'ag-grid-community',
  'ag-grid-react',
  '@ag-grid-community/locale',
  'highcharts',
  'highcharts/modules/accessibility',
  'highcharts-react-official',
  '@tiptap/react',
  '@tiptap/starter-kit',
  '@tiptap/extensions',
  '@tiptap/extension-image',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
]) {
  require(library);
}
