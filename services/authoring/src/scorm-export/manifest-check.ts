import type { ScormVersion } from '@atrium/authoring-contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : value === undefined ? [] : [value as Node]);

/**
 * Checks an export's manifest before it is offered (decision 0193): well-formed XML; the namespaces, schema and
 * version of the chosen SCORM version; a default organization that exists; unique identifiers; every item pointing
 * at a resource; one SCO launching a file the package holds; every listed file in the package; a mastery score or
 * measure in range. Answers the problems; none means the package may be offered.
 */
export function manifestProblems(xml: string, version: ScormVersion, packageFiles: Set<string>): string[] {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`not well-formed XML: ${wellFormed.err.msg}`];
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: false }).parse(xml) as Node;
  const manifest = parsed.manifest as Node | undefined;
  if (!manifest) return ['no manifest element'];
  const problems: string[] = [];
  const want =
    version === '12'
      ? {
          ns: 'http://www.imsproject.org/xsd/imscp_rootv1p1p2',
          adlcp: 'http://www.adlnet.org/xsd/adlcp_rootv1p2',
          schemaversion: '1.2',
          scormType: '@adlcp:scormtype',
        }
      : {
          ns: 'http://www.imsglobal.org/xsd/imscp_v1p1',
          adlcp: 'http://www.adlnet.org/xsd/adlcp_v1p3',
          schemaversion: '2004 4th Edition',
          scormType: '@adlcp:scormType',
        };
  if (manifest['@xmlns'] !== want.ns) problems.push(`manifest namespace is not ${want.ns}`);
  if (manifest['@xmlns:adlcp'] !== want.adlcp) problems.push(`adlcp namespace is not ${want.adlcp}`);
  const metadata = manifest.metadata as Node | undefined;
  if (metadata?.schema !== 'ADL SCORM') problems.push('metadata schema is not ADL SCORM');
  if (String(metadata?.schemaversion) !== want.schemaversion) problems.push(`schemaversion is not ${want.schemaversion}`);

  const ids = new Set<string>();
  const identify = (node: Node, what: string) => {
    const id = node['@identifier'];
    if (typeof id !== 'string' || !/^[A-Za-z_][\w.-]*$/.test(id)) problems.push(`${what} without a valid identifier`);
    else if (ids.has(id)) problems.push(`identifier ${id} is used twice`);
    else ids.add(id);
  };
  identify(manifest, 'manifest');
  const organizations = manifest.organizations as Node | undefined;
  const orgs = list(organizations?.organization);
  orgs.forEach((org) => identify(org, 'organization'));
  if (!orgs.some((org) => org['@identifier'] === organizations?.['@default'])) problems.push('the default organization does not exist');
  const resources = list((manifest.resources as Node | undefined)?.resource);
  resources.forEach((resource) => identify(resource, 'resource'));
  const items: Node[] = [];
  const walk = (node: Node) => list(node.item).forEach((item) => (items.push(item), walk(item)));
  orgs.forEach(walk);
  if (items.length === 0) problems.push('no item to launch');
  for (const item of items) {
    identify(item, 'item');
    const ref = item['@identifierref'];
    if (ref !== undefined && !resources.some((resource) => resource['@identifier'] === ref))
      problems.push(`item ${String(item['@identifier'])} points at no resource`);
    const mastery = item['adlcp:masteryscore'];
    if (mastery !== undefined && !(Number(mastery) >= 0 && Number(mastery) <= 100)) problems.push('masteryscore is not between 0 and 100');
    const measure = (
      ((item['imsss:sequencing'] as Node | undefined)?.['imsss:objectives'] as Node | undefined)?.['imsss:primaryObjective'] as
        Node | undefined
    )?.['imsss:minNormalizedMeasure'];
    if (measure !== undefined && !(Number(measure) >= -1 && Number(measure) <= 1))
      problems.push('minNormalizedMeasure is not between -1 and 1');
  }
  const scos = resources.filter((resource) => resource[want.scormType] === 'sco');
  if (scos.length === 0) problems.push('no SCO resource');
  for (const resource of resources) {
    const href = resource['@href'];
    if (typeof href === 'string' && !packageFiles.has(href)) problems.push(`launch file ${href} is not in the package`);
    for (const file of list(resource.file))
      if (!packageFiles.has(String(file['@href']))) problems.push(`listed file ${String(file['@href'])} is not in the package`);
  }
  return problems;
}
