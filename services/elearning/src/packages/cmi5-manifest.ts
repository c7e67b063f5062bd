import { MANIFEST_FORMAT, type ParsedItem, type ParsedPackage } from './parsed-package';
import { invalidPackage } from './invalid-package';
import { attr, child, children, DOCUMENT_ORDER, text, type XmlNode } from './xml';

const MOVE_ON = ['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable'];

function langString(node: XmlNode | undefined): string | undefined {
  const strings = children(node, 'langstring');
  const english = strings.find((entry) => attr(entry, 'lang')?.toLowerCase().startsWith('en')) ?? strings[0];
  return (typeof english?.['#text'] === 'string' ? english['#text'] : undefined)?.trim();
}

function auOf(au: XmlNode): ParsedItem {
  const id = attr(au, 'id');
  if (!id) throw invalidPackage('cmi5.xml has an AU without an id');
  const url = text(au, 'url')?.trim();
  if (!url) throw invalidPackage(`AU "${id}" has no launch url`);
  const moveOn = attr(au, 'moveOn') ?? 'NotApplicable';
  if (!MOVE_ON.includes(moveOn)) throw invalidPackage(`AU "${id}" has an unknown moveOn "${moveOn}"`);
  const mastery = attr(au, 'masteryScore');
  const masteryScore = mastery === undefined ? null : Number(mastery);
  if (masteryScore !== null && !(masteryScore >= 0 && masteryScore <= 1)) {
    throw invalidPackage(`AU "${id}" has a masteryScore outside 0 to 1`);
  }
  const launchMethod = attr(au, 'launchMethod') ?? 'AnyWindow';
  if (launchMethod !== 'AnyWindow' && launchMethod !== 'OwnWindow') throw invalidPackage(`AU "${id}" has an unknown launchMethod`);
  return {
    identifier: id,
    title: langString(child(au, 'title')) ?? id,
    launchHref: url,
    parameters: text(au, 'launchParameters')?.trim() ?? null,
    masteryScore,
    moveOn,
    launchMethod,
  };
}

interface PlacedAu {
  au: XmlNode;
  /** The titles of the blocks around the AU, outermost first. */
  blocks: string[];
}

function collectAus(node: XmlNode, blocks: string[] = []): PlacedAu[] {
  return [
    ...children(node, 'au').map((au) => ({ au, blocks })),
    ...children(node, 'block').flatMap((block) =>
      collectAus(block, [...blocks, langString(child(block, 'title')) ?? attr(block, 'id') ?? '']),
    ),
  ];
}

/** A cmi5 block: its id (the block's activity id) and the AUs inside it, nested blocks' included. */
export interface Cmi5Block {
  id: string;
  aus: string[];
}

/** Every block of the course, inner blocks before the blocks around them (the order their satisfied statements go). */
function blocksOf(node: XmlNode): Cmi5Block[] {
  return children(node, 'block').flatMap((block) => {
    const id = attr(block, 'id');
    if (!id) throw invalidPackage('cmi5.xml has a block without an id');
    const aus = collectAus(block).map(({ au }) => attr(au, 'id') ?? '');
    return [...blocksOf(block), { id, aus }];
  });
}

export function parseCmi5Manifest(structure: XmlNode | undefined): ParsedPackage {
  if (!structure) throw invalidPackage('cmi5.xml has no courseStructure element');
  const course = child(structure, 'course');
  const courseId = attr(course, 'id');
  if (!course || !courseId) throw invalidPackage('cmi5.xml has no course with an id');
  // In the order of the course structure, AUs outside blocks among those inside them (cmi5 §13.1.2).
  const placed = collectAus(structure).sort((a, b) => Number(attr(a.au, DOCUMENT_ORDER)) - Number(attr(b.au, DOCUMENT_ORDER)));
  const items = placed.map(({ au }) => auOf(au));
  const groups = Object.fromEntries(placed.flatMap(({ au, blocks }) => (blocks.length > 0 ? [[attr(au, 'id') ?? '', blocks]] : [])));
  if (items.length === 0) throw invalidPackage('cmi5.xml has no AU');
  return {
    type: 'cmi5',
    title: langString(child(course, 'title')) ?? courseId,
    edition: null,
    items,
    manifest: { format: MANIFEST_FORMAT, courseId, blocks: blocksOf(structure), ...(Object.keys(groups).length > 0 ? { groups } : {}) },
  };
}
