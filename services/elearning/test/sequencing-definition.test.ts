import { parseScormManifest } from '../src/packages/scorm-manifest';
import { parseXml } from '../src/packages/xml';

// A SCORM 2004 manifest using every part of IMS Simple Sequencing the import keeps for the engine.
const MANIFEST = `<?xml version="1.0"?>
<manifest identifier="seq" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss" xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3" xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Sequenced</title>
    <item identifier="pretest" identifierref="r"><title>Pretest</title>
      <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.8"/>
      <imsss:sequencing IDRef="common">
        <imsss:sequencingRules>
          <imsss:postConditionRule>
            <imsss:ruleConditions conditionCombination="any"><imsss:ruleCondition condition="satisfied"/><imsss:ruleCondition operator="not" condition="attempted"/></imsss:ruleConditions>
            <imsss:ruleAction action="exitParent"/>
          </imsss:postConditionRule>
        </imsss:sequencingRules>
        <imsss:limitConditions attemptLimit="2"/>
        <imsss:objectives>
          <imsss:primaryObjective objectiveID="pre" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>0.7</imsss:minNormalizedMeasure>
            <imsss:mapInfo targetObjectiveID="global-mastery" writeSatisfiedStatus="true"/></imsss:primaryObjective>
        </imsss:objectives>
      </imsss:sequencing>
      <adlnav:presentation><adlnav:navigationInterface><adlnav:hideLMSUI>continue</adlnav:hideLMSUI><adlnav:hideLMSUI>previous</adlnav:hideLMSUI></adlnav:navigationInterface></adlnav:presentation>
    </item>
    <item identifier="lesson" identifierref="r"><title>Lesson</title>
      <imsss:sequencing>
        <imsss:sequencingRules>
          <imsss:preConditionRule>
            <imsss:ruleConditions><imsss:ruleCondition referencedObjective="local" condition="objectiveMeasureGreaterThan" measureThreshold="0.5"/></imsss:ruleConditions>
            <imsss:ruleAction action="skip"/>
          </imsss:preConditionRule>
        </imsss:sequencingRules>
        <imsss:rollupRules rollupObjectiveSatisfied="false" objectiveMeasureWeight="0.5">
          <imsss:rollupRule childActivitySet="atLeastCount" minimumCount="1">
            <imsss:rollupConditions><imsss:rollupCondition condition="completed"/></imsss:rollupConditions>
            <imsss:rollupAction action="completed"/>
          </imsss:rollupRule>
        </imsss:rollupRules>
        <imsss:objectives><imsss:primaryObjective objectiveID="local"><imsss:mapInfo targetObjectiveID="global-mastery" readSatisfiedStatus="true"/></imsss:primaryObjective></imsss:objectives>
        <adlseq:rollupConsiderations requiredForSatisfied="ifAttempted"/>
      </imsss:sequencing>
    </item>
    <imsss:sequencing><imsss:controlMode choice="false" flow="true"/></imsss:sequencing>
  </organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormType="sco" href="index.html"/></resources>
  <imsss:sequencingCollection>
    <imsss:sequencing ID="common"><imsss:controlMode choiceExit="false"/><imsss:deliveryControls tracked="true" objectiveSetByContent="true"/>
      <imsss:limitConditions attemptLimit="9"/></imsss:sequencing>
  </imsss:sequencingCollection>
</manifest>`;

const tree = () =>
  parseScormManifest(parseXml('imsmanifest.xml', MANIFEST).manifest as never).manifest.activityTree as unknown as {
    children: Record<string, unknown>[];
  };

describe('SCORM 2004 sequencing kept at import for the sequencing engine', () => {
  it('keeps the organization control mode', () => {
    expect(tree()).toMatchObject({ id: 'o', sequencingControls: { choice: false, flow: true } });
  });

  it('keeps post-condition rules, limit conditions, the primary objective with its mapInfo, hideLMSUI and completion threshold', () => {
    const [pretest] = tree().children;
    expect(pretest).toMatchObject({
      id: 'pretest',
      attemptLimit: 2,
      hideLmsUi: ['continue', 'previous'],
      completionThreshold: { completedByMeasure: true, minProgressMeasure: 0.8 },
      sequencingRules: {
        preConditionRules: [],
        postConditionRules: [
          {
            action: 'exitParent',
            conditionCombination: 'any',
            conditions: [{ condition: 'satisfied' }, { condition: 'attempted', operator: 'not' }],
          },
        ],
      },
      primaryObjective: {
        objectiveID: 'pre',
        isPrimary: true,
        satisfiedByMeasure: true,
        minNormalizedMeasure: 0.7,
        mapInfo: [{ targetObjectiveID: 'global-mastery', writeSatisfiedStatus: true }],
      },
    });
  });

  it('takes what the IDRef collection declares where the item declares nothing itself', () => {
    const [pretest] = tree().children;
    expect(pretest).toMatchObject({
      sequencingControls: { choiceExit: false },
      deliveryControls: { tracked: true, objectiveSetByContent: true },
    });
    // The item's own limit conditions win over the collection's.
    expect(pretest?.attemptLimit).toBe(2);
  });

  it('keeps pre-condition rules with their objective and threshold, rollup rules and rollup considerations', () => {
    const [, lesson] = tree().children;
    expect(lesson).toMatchObject({
      sequencingControls: { rollupObjectiveSatisfied: false, objectiveMeasureWeight: 0.5 },
      sequencingRules: {
        preConditionRules: [
          {
            action: 'skip',
            conditionCombination: 'all',
            conditions: [{ condition: 'objectiveMeasureGreaterThan', referencedObjective: 'local', parameters: { threshold: 0.5 } }],
          },
        ],
      },
      rollupRules: {
        rules: [{ action: 'completed', consideration: 'atLeastCount', minimumCount: 1, conditions: [{ condition: 'completed' }] }],
      },
      rollupConsiderations: { requiredForSatisfied: 'ifAttempted' },
      primaryObjective: { objectiveID: 'local', mapInfo: [{ targetObjectiveID: 'global-mastery', readSatisfiedStatus: true }] },
    });
  });
});
