// For shared-ui/src/browser-zod.test.ts: the functions the shared zod keeps, by name.
export declare const z: Readonly<Record<string, unknown>>;
