// A remote's own pages (index.html and standalone.html, without the shell) load this first. A remote is built without
// the federation runtime's core (experiments.externalRuntime: inside the shell it uses the shell's, 23 KiB less per
// area page, decision 0257), so when it runs alone something else must provide that core under the same global.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
