export { AREA_MODULES, AREAS, prepareDatabase } from './areas';
export { buildPlatformApp, type PlatformOptions } from './server';
export { buildContentApp, contentOriginOf, type ContentOrigin } from './content-origin';
