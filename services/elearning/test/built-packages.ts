import { buildZip } from './package-fixtures';

/** One SCO of a package a test writes itself. */
export interface BuiltSco {
  id: string;
  /** SCORM 1.2 adlcp:masteryscore. */
  masteryScore?: number;
  /** A resource of adlcp:scormtype asset rather than a SCO. */
  asset?: boolean;
  /** SCORM 2004: objective ids the item's sequencing declares, the first as its primary objective. */
  objectives?: string[];
}

function sequencingOf(sco: BuiltSco): string {
  const [primary, ...others] = sco.objectives ?? [];
  if (primary === undefined) return '';
  const more = others.map((id) => `<imsss:objective objectiveID="${id}"/>`).join('');
  return `<imsss:sequencing><imsss:objectives><imsss:primaryObjective objectiveID="${primary}"/>${more}</imsss:objectives></imsss:sequencing>`;
}

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

/** A SCORM 1.2 package with the given SCOs (each launching its own page), built on disk in dir. */
export function scorm12Package(dir: string, scos: BuiltSco[]): Promise<string> {
  const items = scos
    .map(
      (sco) =>
        `<item identifier="${sco.id}" identifierref="r_${sco.id}"><title>${sco.id}</title>${
          sco.masteryScore === undefined ? '' : `<adlcp:masteryscore>${sco.masteryScore}</adlcp:masteryscore>`
        }</item>`,
    )
    .join('');
  const resources = scos
    .map(
      (sco) =>
        `<resource identifier="r_${sco.id}" type="webcontent" adlcp:scormtype="${sco.asset ? 'asset' : 'sco'}" href="${sco.id}.html"/>`,
    )
    .join('');
  const manifest = `<?xml version="1.0"?>
<manifest identifier="built12" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Built 1.2</title>${items}</organization></organizations>
  <resources>${resources}</resources>
</manifest>`;
  return buildZip(
    [{ name: 'imsmanifest.xml', content: manifest }, ...scos.map((sco) => ({ name: `${sco.id}.html`, content: page(sco.id) }))],
    dir,
  );
}

/** A SCORM 2004 4th edition package with the given SCOs, built on disk in dir. */
export function scorm2004Package(dir: string, scos: BuiltSco[], organization = ''): Promise<string> {
  const items = scos
    .map((sco) => `<item identifier="${sco.id}" identifierref="r_${sco.id}"><title>${sco.id}</title>${sequencingOf(sco)}</item>`)
    .join('');
  const resources = scos
    .map((sco) => `<resource identifier="r_${sco.id}" type="webcontent" adlcp:scormType="sco" href="${sco.id}.html"/>`)
    .join('');
  const manifest = `<?xml version="1.0"?>
<manifest identifier="built2004" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Built 2004</title>${items}${organization}</organization></organizations>
  <resources>${resources}</resources>
</manifest>`;
  return buildZip(
    [{ name: 'imsmanifest.xml', content: manifest }, ...scos.map((sco) => ({ name: `${sco.id}.html`, content: page(sco.id) }))],
    dir,
  );
}
