import { parseCmi5Manifest } from '../src/packages/cmi5-manifest';
import { parseScormManifest } from '../src/packages/scorm-manifest';
import { parseXml } from '../src/packages/xml';

describe('the menu hierarchy kept at import', () => {
  it('records the parent items around each SCORM item and the blocks around each cmi5 AU', () => {
    const scorm = parseScormManifest(
      parseXml(
        'imsmanifest.xml',
        `<manifest identifier="m" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"><metadata><schemaversion>1.2</schemaversion></metadata>
        <organizations default="o"><organization identifier="o"><title>T</title>
          <item identifier="module"><title>Module 1</title><item identifier="one" identifierref="r"><title>One</title></item></item>
          <item identifier="two" identifierref="r"><title>Two</title></item>
        </organization></organizations><resources><resource identifier="r" adlcp:scormtype="sco" href="i.html"/></resources></manifest>`,
      ).manifest as never,
    );
    expect(scorm.manifest.groups).toEqual({ one: ['Module 1'] });
    const cmi5 = parseCmi5Manifest(
      parseXml(
        'cmi5.xml',
        `<courseStructure><course id="c"><title><langstring lang="en">C</langstring></title></course>
          <block id="b"><title><langstring lang="en">Block</langstring></title><au id="au1"><title><langstring lang="en">AU</langstring></title><url>a.html</url></au></block>
        </courseStructure>`,
      ).courseStructure as never,
    );
    expect(cmi5.manifest.groups).toEqual({ au1: ['Block'] });
  });

  it("keeps the cmi5 course structure's order: AUs outside blocks stay where they are among the blocks", () => {
    const au = (id: string) => `<au id="${id}"><title><langstring lang="en">${id}</langstring></title><url>a.html</url></au>`;
    const cmi5 = parseCmi5Manifest(
      parseXml(
        'cmi5.xml',
        `<courseStructure><course id="c"><title><langstring lang="en">C</langstring></title></course>
          ${au('intro')}<block id="b"><title><langstring lang="en">Block</langstring></title>${au('lesson')}</block>${au('final')}
        </courseStructure>`,
      ).courseStructure as never,
    );
    expect(cmi5.items.map((item) => item.identifier)).toEqual(['intro', 'lesson', 'final']);
    expect(cmi5.manifest.blocks).toEqual([{ id: 'b', aus: ['lesson'] }]);
  });
});
