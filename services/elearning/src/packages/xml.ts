import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { invalidPackage } from './invalid-package';

export type XmlNode = Record<string, unknown>;

const REPEATED = new Set(['organization', 'item', 'resource', 'file', 'dependency', 'au', 'block', 'langstring', 'objective', 'mapInfo']);

// The parser groups elements by name, which loses how cmi5 AUs and blocks interleave: each is stamped with its
// place in the document (attr(node, DOCUMENT_ORDER)), counted per parse.
export const DOCUMENT_ORDER = 'atrium-document-order';
const ORDERED = new Set(['au', 'block']);
let position = 0;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
  updateTag: (name, _path, attributes: Record<string, unknown>) => {
    if (ORDERED.has(name)) attributes[`@_${DOCUMENT_ORDER}`] = String(position++);
    return true;
  },
});

/** Parses a manifest, refusing one that is not well-formed with the line the parser stopped at. */
export function parseXml(fileName: string, xml: string): XmlNode {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw invalidPackage(`${fileName} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  position = 0;
  return parser.parse(xml) as XmlNode;
}

export function child(node: unknown, name: string): XmlNode | undefined {
  const value = (node as XmlNode | undefined)?.[name];
  if (Array.isArray(value)) return value[0] as XmlNode | undefined;
  return value && typeof value === 'object' ? (value as XmlNode) : undefined;
}

export function children(node: unknown, name: string): XmlNode[] {
  const value = (node as XmlNode | undefined)?.[name];
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? (value as unknown[]) : [value]).map(
    (entry) => (typeof entry === 'object' ? entry : { '#text': entry }) as XmlNode,
  );
}

export function attr(node: unknown, name: string): string | undefined {
  const value = (node as XmlNode | undefined)?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The text of an element that may be plain text or an element with attributes. */
export function text(node: unknown, name: string): string | undefined {
  const value = (node as XmlNode | undefined)?.[name];
  const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && typeof (first as XmlNode)['#text'] === 'string') return (first as XmlNode)['#text'] as string;
  return undefined;
}
