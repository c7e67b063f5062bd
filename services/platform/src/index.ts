export { AREA_MODULES, AREAS, prepareDatabase } from './areas';
export { buildPlatformApp, type PlatformOptions } from './server';
