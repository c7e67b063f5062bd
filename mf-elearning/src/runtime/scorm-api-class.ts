import type { Scorm12API, Scorm2004API } from 'scorm-again';

export interface ScormApiClasses {
  scorm12: typeof Scorm12API;
  scorm2004: typeof Scorm2004API;
}

// A SCORM 1.2 package needs a fifth of scorm-again (its 2004 sequencing is most of the library), and a cmi5 one none
// of it: each standard's API is its own chunk, fetched only by the packages that play it. scorm-again's type files
// declare a default export, but its builds export the class by name, hence the casts.
const loaders: { [K in keyof ScormApiClasses]: () => Promise<ScormApiClasses[K]> } = {
  scorm12: () => import('scorm-again/scorm12').then((module) => (module as unknown as { Scorm12API: typeof Scorm12API }).Scorm12API),
  scorm2004: () =>
    import('scorm-again/scorm2004').then((module) => (module as unknown as { Scorm2004API: typeof Scorm2004API }).Scorm2004API),
};

/** The API class of one SCORM version, loaded on first use. */
export function loadScormApiClass<K extends keyof ScormApiClasses>(packageType: K): Promise<ScormApiClasses[K]> {
  return loaders[packageType]();
}
