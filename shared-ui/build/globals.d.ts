/** Set from ATRIUM_BUILD_LABEL at build time; shows which build of a remote is running. */
declare const __ATRIUM_BUILD_LABEL__: string;
