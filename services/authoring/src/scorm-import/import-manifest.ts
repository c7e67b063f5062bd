import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { refused } from './import-zip';

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : value === undefined ? [] : [value as Node]);
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : text((value as Node | undefined)?.['#text']);

/** What the import needs of a manifest: the SCORM version, the course's title and the first SCO's entry point. */
interface ImportManifest {
  version: '12' | '2004';
  title: string;
  /** The entry point: a path in the package, with its query string if the manifest gives one. */
  launch: string;
}

/**
 * Reads imsmanifest.xml (namespace prefixes dropped, as packages spell them differently). Refuses, naming the field, a
 * manifest that is not well-formed, that is neither SCORM 1.2 nor 2004, or whose first item launches nothing.
 */
export function importManifest(xml: string): ImportManifest {
  if (XMLValidator.validate(xml) !== true) throw refused('kpg.scormImport.badManifest');
  const manifest = (new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true }).parse(xml) as Node)
    .manifest as Node | undefined;
  if (!manifest) throw refused('kpg.scormImport.badManifest');
  const schemaVersion = text((manifest.metadata as Node | undefined)?.schemaversion);
  const namespaces = Object.entries(manifest)
    .filter(([name]) => name.startsWith('@xmlns'))
    .map(([, value]) => String(value));
  const version = schemaVersion.startsWith('2004') || namespaces.some((ns) => ns.includes('adlcp_v1p3')) ? '2004' : '12';
  if (version === '12' && schemaVersion !== '1.2' && !namespaces.some((ns) => ns.includes('adlcp_rootv1p2')))
    throw refused('kpg.scormImport.notScorm');

  const organizations = manifest.organizations as Node | undefined;
  const orgs = list(organizations?.organization);
  const org = orgs.find((one) => one['@identifier'] === organizations?.['@default']) ?? orgs[0];
  const resources = list((manifest.resources as Node | undefined)?.resource);
  const items: Node[] = [];
  const walk = (node: Node) => list(node.item).forEach((item) => (items.push(item), walk(item)));
  if (org) walk(org);
  // The first item that launches something is where the course starts (a multi-SCO course's later SCOs are reached
  // from the package's own pages, or not at all: decision 0254).
  for (const item of items) {
    const resource = resources.find((one) => one['@identifier'] === item['@identifierref']);
    const href = resource?.['@href'];
    if (typeof href !== 'string' || href.trim() === '') continue;
    const base = typeof resource?.['@base'] === 'string' ? resource['@base'] : '';
    const parameters = typeof item['@parameters'] === 'string' ? item['@parameters'] : '';
    const launch = `${base}${href.trim()}`;
    const joined = parameters ? `${launch}${launch.includes('?') || parameters.startsWith('?') ? '' : '?'}${parameters}` : launch;
    return { version, title: text(org?.title) || text(item.title), launch: joined.replace(/^\.\//, '') };
  }
  throw refused('kpg.scormImport.noLaunch');
}
