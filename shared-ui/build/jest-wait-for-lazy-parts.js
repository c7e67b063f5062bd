// A lazy part still arrives a few event-loop turns after its page; on a loaded machine that can pass the default
// one second testing-library's findBy… waits. After the test framework (setupFilesAfterEnv): required earlier,
// testing-library would find no afterEach and skip its cleanup between tests.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });
