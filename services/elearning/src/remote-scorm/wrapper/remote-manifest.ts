import type { RemoteScormVersion } from '@atrium/elearning-contract';
import { escapeMarkup } from './escape-markup';

export interface WrapperManifest {
  /** An XML ID: a letter first, so a uuid needs a prefix. */
  identifier: string;
  title: string;
  /** The package's files; the first one is the SCO's launch page. */
  files: readonly string[];
}

/*
 * The manifests carry no xsi:schemaLocation and the package no XSD files: the LMSs customers use import
 * without them, and a schemaLocation naming files that are not in the package makes validating LMSs fail.
 */

function resource(scormTypeAttribute: string, files: readonly string[]): string {
  const list = files.map((file) => `<file href="${escapeMarkup(file)}"/>`).join('');
  return `<resource identifier="resource_1" type="webcontent" ${scormTypeAttribute}="sco" href="${escapeMarkup(files[0] ?? '')}">${list}</resource>`;
}

function scorm12(manifest: WrapperManifest): string {
  const title = escapeMarkup(manifest.title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${escapeMarkup(manifest.identifier)}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="organization_1">
    <organization identifier="organization_1">
      <title>${title}</title>
      <item identifier="item_1" identifierref="resource_1" isvisible="true"><title>${title}</title></item>
    </organization>
  </organizations>
  <resources>${resource('adlcp:scormtype', manifest.files)}</resources>
</manifest>
`;
}

function scorm2004(manifest: WrapperManifest): string {
  const title = escapeMarkup(manifest.title);
  // Set by content: without it an LMS may count the attempt completed and satisfied as soon as the
  // wrapper closes, before Atrium's runtime reported anything.
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${escapeMarkup(manifest.identifier)}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 3rd Edition</schemaversion></metadata>
  <organizations default="organization_1">
    <organization identifier="organization_1">
      <title>${title}</title>
      <item identifier="item_1" identifierref="resource_1" isvisible="true">
        <title>${title}</title>
        <imsss:sequencing><imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/></imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources>${resource('adlcp:scormType', manifest.files)}</resources>
</manifest>
`;
}

/** imsmanifest.xml of a package whose only item is the one SCO that frames Atrium's runtime. */
export function wrapperManifest(version: RemoteScormVersion, manifest: WrapperManifest): string {
  return version === '12' ? scorm12(manifest) : scorm2004(manifest);
}
