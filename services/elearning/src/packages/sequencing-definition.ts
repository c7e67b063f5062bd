import { attr, child, children, text, type XmlNode } from './xml';

/**
 * An item's (or sequencing collection's) IMS Simple Sequencing definition (SCORM 2004 CAM 5), in the shape
 * scorm-again's sequencing engine takes (its ActivitySettings), so the engine sees every rule the manifest
 * declares: control modes, pre/exit/post-condition rules, limit conditions, rollup rules and considerations,
 * objectives with their mapInfo (global objectives), delivery controls, completion threshold and hideLMSUI.
 */
export type SequencingSettings = Record<string, unknown>;

const bool = (value: string | undefined) => (value === undefined ? undefined : value === 'true');
const num = (value: string | undefined) => {
  const parsed = Number(value);
  return value === undefined || value.trim() === '' || !Number.isFinite(parsed) ? undefined : parsed;
};

/** The given attributes of a node that are set, converted: absent ones stay absent so the engine's defaults apply. */
function attributes(node: XmlNode | undefined, names: string[], convert: (value: string | undefined) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = convert(attr(node, name));
    if (value !== undefined) out[name] = value;
  }
  return out;
}

const nonEmpty = (value: Record<string, unknown>) => (Object.keys(value).length > 0 ? value : undefined);

function ruleConditions(rule: XmlNode): Record<string, unknown>[] {
  return children(child(rule, 'ruleConditions'), 'ruleCondition').map((condition) => {
    const threshold = num(attr(condition, 'measureThreshold'));
    const objective = attr(condition, 'referencedObjective');
    return {
      condition: attr(condition, 'condition') ?? 'always',
      ...(attr(condition, 'operator') === 'not' ? { operator: 'not' } : {}),
      ...(objective ? { referencedObjective: objective } : {}),
      ...(threshold === undefined ? {} : { parameters: { threshold } }),
    };
  });
}

function sequencingRules(sequencing: XmlNode): Record<string, unknown> | undefined {
  const rules = child(sequencing, 'sequencingRules');
  if (!rules) return undefined;
  const of = (name: string) =>
    children(rules, name).map((rule) => ({
      action: attr(child(rule, 'ruleAction'), 'action') ?? '',
      conditionCombination: attr(child(rule, 'ruleConditions'), 'conditionCombination') ?? 'all',
      conditions: ruleConditions(rule),
    }));
  return {
    preConditionRules: of('preConditionRule'),
    exitConditionRules: of('exitConditionRule'),
    postConditionRules: of('postConditionRule'),
  };
}

function rollupRules(sequencing: XmlNode): Record<string, unknown> | undefined {
  const rollup = child(sequencing, 'rollupRules');
  const rules = children(rollup, 'rollupRule');
  if (rules.length === 0) return undefined;
  return {
    rules: rules.map((rule) => ({
      action: attr(child(rule, 'rollupAction'), 'action') ?? '',
      consideration: attr(rule, 'childActivitySet') ?? 'all',
      ...attributes(rule, ['minimumCount', 'minimumPercent'], num),
      conditionCombination: attr(child(rule, 'rollupConditions'), 'conditionCombination') ?? 'any',
      conditions: children(child(rule, 'rollupConditions'), 'rollupCondition').map((condition) => ({
        condition: attr(condition, 'condition') ?? '',
        ...(attr(condition, 'operator') === 'not' ? { operator: 'not' } : {}),
      })),
    })),
  };
}

const MAP_FLAGS = ['readSatisfiedStatus', 'readNormalizedMeasure', 'writeSatisfiedStatus', 'writeNormalizedMeasure'];

function objective(node: XmlNode, isPrimary: boolean): Record<string, unknown> {
  const minimum = num(text(node, 'minNormalizedMeasure'));
  return {
    objectiveID: attr(node, 'objectiveID') ?? '',
    isPrimary,
    ...attributes(node, ['satisfiedByMeasure'], bool),
    ...(minimum === undefined ? {} : { minNormalizedMeasure: minimum }),
    mapInfo: children(node, 'mapInfo').map((map) => ({
      targetObjectiveID: attr(map, 'targetObjectiveID') ?? '',
      ...attributes(map, MAP_FLAGS, bool),
    })),
  };
}

function objectives(sequencing: XmlNode): Record<string, unknown> {
  // imsss:objectives; an adlseq:objectives extension (same local name) carries no objective elements of its own kind.
  const declared = children(sequencing, 'objectives').find(
    (node) => child(node, 'primaryObjective') !== undefined || children(node, 'objective').length > 0,
  );
  if (!declared) return {};
  const primary = child(declared, 'primaryObjective');
  return {
    ...(primary ? { primaryObjective: objective(primary, true) } : {}),
    objectives: children(declared, 'objective').map((node) => objective(node, false)),
  };
}

function sequencingControls(sequencing: XmlNode): Record<string, unknown> | undefined {
  const randomization = child(sequencing, 'randomizationControls');
  const selectCount = num(attr(randomization, 'selectCount'));
  return nonEmpty({
    ...attributes(
      child(sequencing, 'controlMode'),
      ['choice', 'choiceExit', 'flow', 'forwardOnly', 'useCurrentAttemptObjectiveInfo', 'useCurrentAttemptProgressInfo'],
      bool,
    ),
    ...attributes(child(sequencing, 'constrainedChoiceConsiderations'), ['preventActivation', 'constrainChoice'], bool),
    ...attributes(child(sequencing, 'rollupRules'), ['rollupObjectiveSatisfied', 'rollupProgressCompletion'], bool),
    ...attributes(child(sequencing, 'rollupRules'), ['objectiveMeasureWeight'], num),
    ...attributes(randomization, ['reorderChildren'], bool),
    ...attributes(randomization, ['randomizationTiming', 'selectionTiming'], (value) => value),
    ...(selectCount === undefined ? {} : { selectCount }),
  });
}

/** The sequencing definition of an imsss:sequencing element (an item's own, or one of the collection's). */
function sequencingSettings(sequencing: XmlNode | undefined): SequencingSettings {
  if (!sequencing) return {};
  const limit = child(sequencing, 'limitConditions');
  const attemptLimit = num(attr(limit, 'attemptLimit'));
  const settings: SequencingSettings = {
    sequencingControls: sequencingControls(sequencing),
    sequencingRules: sequencingRules(sequencing),
    rollupRules: rollupRules(sequencing),
    rollupConsiderations: nonEmpty({
      ...attributes(
        child(sequencing, 'rollupConsiderations'),
        ['requiredForSatisfied', 'requiredForNotSatisfied', 'requiredForCompleted', 'requiredForIncomplete'],
        (value) => value,
      ),
      ...attributes(child(sequencing, 'rollupConsiderations'), ['measureSatisfactionIfActive'], bool),
    }),
    deliveryControls: nonEmpty(
      attributes(child(sequencing, 'deliveryControls'), ['tracked', 'completionSetByContent', 'objectiveSetByContent'], bool),
    ),
    ...(attemptLimit !== undefined && attemptLimit > 0 ? { attemptLimit } : {}),
    ...(attr(limit, 'attemptAbsoluteDurationLimit') ? { attemptAbsoluteDurationLimit: attr(limit, 'attemptAbsoluteDurationLimit') } : {}),
    ...objectives(sequencing),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

/** The sequencing collection (imsss:sequencingCollection) by ID, for items that name one with IDRef. */
export function sequencingCollection(manifest: XmlNode): Map<string, XmlNode> {
  const byId = new Map<string, XmlNode>();
  for (const sequencing of children(child(manifest, 'sequencingCollection'), 'sequencing')) {
    const id = attr(sequencing, 'ID');
    if (id) byId.set(id, sequencing);
  }
  return byId;
}

/**
 * An item's (or organization's) effective sequencing: the collection entry its IDRef names, with every element
 * the item declares itself taking the place of the collection's (CAM 5.1.1 "sequencingCollection").
 */
export function effectiveSequencing(node: XmlNode, collection: Map<string, XmlNode>): SequencingSettings {
  const own = child(node, 'sequencing');
  const reference = attr(own, 'IDRef');
  const shared = reference ? collection.get(reference) : undefined;
  return { ...sequencingSettings(shared), ...sequencingSettings(own) };
}

/** An item's presentation: the LMS controls it asks to hide (adlnav:hideLMSUI). */
export function hiddenLmsUi(item: XmlNode): string[] {
  return children(child(child(item, 'presentation'), 'navigationInterface'), 'hideLMSUI')
    .map((node) => (typeof node['#text'] === 'string' ? node['#text'] : ''))
    .filter(Boolean);
}

/** adlcp:completionThreshold: 4th edition's attributes, or 3rd edition's decimal as the element's text. */
export function completionThreshold(item: XmlNode): Record<string, unknown> | undefined {
  const node = child(item, 'completionThreshold');
  const plain = num(text(item, 'completionThreshold'));
  if (!node && plain === undefined) return undefined;
  // 3rd edition's value is only handed to the SCO as cmi.completion_threshold: the SCO still decides.
  if (plain !== undefined && !attr(node, 'minProgressMeasure')) return { minProgressMeasure: plain };
  return nonEmpty({
    ...attributes(node, ['completedByMeasure'], bool),
    ...attributes(node, ['minProgressMeasure', 'progressWeight'], num),
  });
}
