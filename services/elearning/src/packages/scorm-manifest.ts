import { MANIFEST_FORMAT, type ParsedItem, type ParsedPackage } from './parsed-package';
import { invalidPackage } from './invalid-package';
import { completionThreshold, effectiveSequencing, hiddenLmsUi, sequencingCollection } from './sequencing-definition';
import { attr, child, children, text, type XmlNode } from './xml';

interface Resource {
  href: string | undefined;
  base: string;
  /** adlcp:scormtype (1.2) or adlcp:scormType (2004) asset: content that never talks to the LMS. */
  asset: boolean;
}

function scormVersion(manifest: XmlNode): { type: 'scorm12' | 'scorm2004'; edition: string | null } {
  const version = text(child(manifest, 'metadata'), 'schemaversion')?.trim() ?? '';
  if (version === '1.2') return { type: 'scorm12', edition: null };
  if (version === 'CAM 1.3') return { type: 'scorm2004', edition: '2nd Edition' };
  const edition = /^2004 (\d\w+ Edition)$/i.exec(version);
  if (edition) return { type: 'scorm2004', edition: edition[1] ?? null };
  // Without a schemaversion the namespaces tell the standard apart.
  const namespaces = Object.entries(manifest)
    .filter(([key]) => key.startsWith('@_xmlns'))
    .map(([, value]) => String(value));
  if (namespaces.some((ns) => ns.includes('adlcp_v1p3') || ns.includes('imsss'))) return { type: 'scorm2004', edition: null };
  if (namespaces.some((ns) => ns.includes('adlcp_rootv1p2'))) return { type: 'scorm12', edition: null };
  throw invalidPackage('imsmanifest.xml names no SCORM version this product plays (1.2 or 2004)');
}

function readResources(manifest: XmlNode): Map<string, Resource> {
  const resources = child(manifest, 'resources');
  const outerBase = attr(resources, 'base') ?? '';
  const byId = new Map<string, Resource>();
  for (const resource of children(resources, 'resource')) {
    const id = attr(resource, 'identifier');
    const scormType = (attr(resource, 'scormtype') ?? attr(resource, 'scormType'))?.toLowerCase();
    if (id) byId.set(id, { href: attr(resource, 'href'), base: outerBase + (attr(resource, 'base') ?? ''), asset: scormType === 'asset' });
  }
  return byId;
}

function masteryOf(item: XmlNode, type: 'scorm12' | 'scorm2004'): number | null {
  if (type === 'scorm12') {
    const value = Number(text(item, 'masteryscore'));
    return Number.isFinite(value) && text(item, 'masteryscore') !== undefined ? value : null;
  }
  const primary = child(child(child(item, 'sequencing'), 'objectives'), 'primaryObjective');
  if (attr(primary, 'satisfiedByMeasure') !== 'true') return null;
  const measure = Number(text(primary, 'minNormalizedMeasure'));
  return Number.isFinite(measure) ? measure : null;
}

/** An item of the activity tree scorm-again's sequencing engine runs (its ActivitySettings). */
function activityOf(item: XmlNode, collection: Map<string, XmlNode>): Record<string, unknown> {
  const nested = children(item, 'item');
  const hideLmsUi = hiddenLmsUi(item);
  const threshold = completionThreshold(item);
  return {
    id: attr(item, 'identifier') ?? '',
    title: text(item, 'title') ?? '',
    ...(attr(item, 'isvisible') === 'false' ? { isVisible: false } : {}),
    ...effectiveSequencing(item, collection),
    ...(hideLmsUi.length > 0 ? { hideLmsUi } : {}),
    ...(threshold ? { completionThreshold: threshold } : {}),
    ...(nested.length > 0 ? { children: nested.map((node) => activityOf(node, collection)) } : {}),
  };
}

function launchItems(organization: XmlNode, resources: Map<string, Resource>, type: 'scorm12' | 'scorm2004'): ParsedItem[] {
  const items: ParsedItem[] = [];
  const visit = (item: XmlNode) => {
    const nested = children(item, 'item');
    const ref = attr(item, 'identifierref');
    const identifier = attr(item, 'identifier');
    if (!identifier) throw invalidPackage('imsmanifest.xml has an item without an identifier');
    if (ref) {
      const resource = resources.get(ref);
      if (!resource) throw invalidPackage(`item "${identifier}" refers to resource "${ref}", which the manifest does not define`);
      if (!resource.href) throw invalidPackage(`resource "${ref}" of item "${identifier}" has no launch file (href)`);
      items.push({
        identifier,
        title: text(item, 'title') ?? identifier,
        launchHref: resource.base + resource.href,
        parameters: attr(item, 'parameters') ?? null,
        masteryScore: masteryOf(item, type),
        // Decision 0101: the course completes when its SCOs do; an asset reports nothing, so it never holds it back.
        moveOn: resource.asset ? 'NotApplicable' : null,
        launchMethod: null,
      });
    }
    nested.forEach(visit);
  };
  children(organization, 'item').forEach(visit);
  return items;
}

/**
 * IMS CP consistency (CAM 3.4.1): every organization has an identifier, organizations@default names one of
 * them, and every item's identifierref, in any organization, names a resource of the manifest.
 */
function checkOrganizations(organizations: XmlNode | undefined, all: XmlNode[], resources: Map<string, Resource>): void {
  all.forEach((organization, index) => {
    if (!attr(organization, 'identifier')) throw invalidPackage(`organization ${index + 1} of imsmanifest.xml has no identifier`);
  });
  const defaultId = attr(organizations, 'default');
  if (defaultId !== undefined && !all.some((organization) => attr(organization, 'identifier') === defaultId)) {
    throw invalidPackage(`the default organization "${defaultId}" is not an organization of imsmanifest.xml`);
  }
  const visit = (item: XmlNode) => {
    const ref = attr(item, 'identifierref');
    if (ref && !resources.has(ref)) {
      throw invalidPackage(`item "${attr(item, 'identifier') ?? ''}" refers to resource "${ref}", which the manifest does not define`);
    }
    children(item, 'item').forEach(visit);
  };
  all.forEach((organization) => children(organization, 'item').forEach(visit));
}

/**
 * The objectives an item declares in its sequencing (imsss:primaryObjective and imsss:objective with an
 * objectiveID), which the runtime puts in cmi.objectives at launch (SCORM 2004 RTE 4.2.17).
 */
function declaredObjectives(organization: XmlNode): Record<string, string[]> {
  const declared: Record<string, string[]> = {};
  const visit = (item: XmlNode) => {
    const objectives = child(child(item, 'sequencing'), 'objectives');
    const ids = [child(objectives, 'primaryObjective'), ...children(objectives, 'objective')]
      .map((objective) => attr(objective, 'objectiveID'))
      .filter((id): id is string => Boolean(id));
    const identifier = attr(item, 'identifier');
    if (identifier && ids.length > 0) declared[identifier] = [...new Set(ids)];
    children(item, 'item').forEach(visit);
  };
  children(organization, 'item').forEach(visit);
  return declared;
}

/** The titles of the parent items around each launchable item (the menu's groups), where there are any. */
function itemGroups(organization: XmlNode): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  const visit = (item: XmlNode, parents: string[]) => {
    const identifier = attr(item, 'identifier');
    if (identifier && attr(item, 'identifierref') && parents.length > 0) groups[identifier] = parents;
    const title = text(item, 'title') ?? identifier ?? '';
    children(item, 'item').forEach((nested) => visit(nested, [...parents, title]));
  };
  children(organization, 'item').forEach((item) => visit(item, []));
  return groups;
}

export function parseScormManifest(manifest: XmlNode | undefined): ParsedPackage {
  if (!manifest) throw invalidPackage('imsmanifest.xml has no manifest element');
  const { type, edition } = scormVersion(manifest);
  const organizations = child(manifest, 'organizations');
  const all = children(organizations, 'organization');
  const resources = readResources(manifest);
  checkOrganizations(organizations, all, resources);
  const defaultId = attr(organizations, 'default');
  const chosen = defaultId === undefined ? all[0] : all.find((org) => attr(org, 'identifier') === defaultId);
  if (!chosen) throw invalidPackage('imsmanifest.xml has no organization');
  const items = launchItems(chosen, resources, type);
  if (items.length === 0) throw invalidPackage('imsmanifest.xml has no item that launches a resource');
  const title = text(chosen, 'title') ?? items[0]?.title ?? 'Untitled';
  const collection = sequencingCollection(manifest);
  const activityTree =
    type === 'scorm2004'
      ? {
          id: attr(chosen, 'identifier') ?? 'organization',
          title,
          ...effectiveSequencing(chosen, collection),
          children: children(chosen, 'item').map((node) => activityOf(node, collection)),
        }
      : null;
  const objectives = type === 'scorm2004' ? declaredObjectives(chosen) : {};
  const declared = Object.keys(objectives).length > 0 ? { objectives } : {};
  const groups = itemGroups(chosen);
  const grouped = Object.keys(groups).length > 0 ? { groups } : {};
  return {
    type,
    title,
    edition,
    items,
    manifest: { format: MANIFEST_FORMAT, identifier: attr(manifest, 'identifier') ?? null, activityTree, ...declared, ...grouped },
  };
}
