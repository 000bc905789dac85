import type { components } from "../../../shared/api/contract.ts";

/** A display-rules node as the contract carries it (BlockData.rules of popup and campaign blocks). */
export type RuleNode = components["schemas"]["BlockRuleNode"];
/** && means every rule must hold, || means any one. */
export type LogicalOperator = NonNullable<RuleNode["operator"]>;
export type Comparator = NonNullable<RuleNode["comparator"]>;
export type RuleValue = string | number | boolean | null;

/** A logical node as the editor holds it: operator and rules always present. */
export interface RuleGroup {
  type: "logical";
  operator: LogicalOperator;
  rules: EditorNode[];
}

/** A comparator node as the editor holds it: every field present. */
export interface RuleComparator {
  type: "comparator";
  property: string;
  comparator: Comparator;
  value: RuleValue;
}

export type EditorNode = RuleGroup | RuleComparator;

/** Where a node sits: the child indices from the top group ([] is the top group itself). */
export type RulePath = readonly number[];

export const COMPARATORS: readonly Comparator[] = ["==", "!=", "<", "<=", ">", ">="];

/** The contract's maxItems of a rules list. */
export const MAX_RULES_PER_GROUP = 100;

/**
 * How deep groups may nest (the top group is depth 1). The server refuses a request body nested
 * over 32 JSON levels; a page save reaches the top group at level 6 and every group adds two
 * (its rules array and itself), so 13 would be the hard limit: 10 leaves room for other calls.
 */
export const MAX_GROUP_DEPTH = 10;

export const opposite = (operator: LogicalOperator): LogicalOperator => (operator === "&&" ? "||" : "&&");

/** The top group a new set of rules starts with (spec part 2 section 4: logical with &&). */
export const newTopGroup = (): RuleGroup => ({ type: "logical", operator: "&&", rules: [] });

/**
 * The contract's node as the editor shows it: missing fields filled in, fields of the other
 * node type dropped, and a lone comparator at the top wrapped in an && group (the same meaning),
 * so the top is always a group or nothing.
 */
export function editorRules(value: RuleNode | null | undefined): RuleGroup | null {
  if (!value) return null;
  const node = editorNode(value);
  return node.type === "logical" ? node : { ...newTopGroup(), rules: [node] };
}

function editorNode(node: RuleNode): EditorNode {
  if (node.type === "logical") {
    return { type: "logical", operator: node.operator ?? "&&", rules: (node.rules ?? []).map(editorNode) };
  }
  return { type: "comparator", property: node.property ?? "", comparator: node.comparator ?? "==", value: node.value ?? null };
}

/** The node at a path, or undefined when the path leads nowhere. */
export function nodeAt(top: RuleGroup | null, path: RulePath): EditorNode | undefined {
  let node: EditorNode | undefined = top ?? undefined;
  for (const index of path) node = node?.type === "logical" ? node.rules[index] : undefined;
  return node;
}

const groupAt = (top: RuleGroup | null, path: RulePath): RuleGroup | undefined => {
  const node = nodeAt(top, path);
  return node?.type === "logical" ? node : undefined;
};

/** A copy of the tree with the node at `path` replaced by `change(node)`; the rest is shared. */
function replaceAt(node: EditorNode, path: RulePath, change: (node: EditorNode) => EditorNode): EditorNode {
  if (path.length === 0) return change(node);
  if (node.type !== "logical") return node;
  const [index, ...rest] = path as [number, ...number[]];
  const child = node.rules[index];
  if (child === undefined) return node;
  const rules = [...node.rules];
  rules[index] = replaceAt(child, rest, change);
  return { ...node, rules };
}

const changeGroup = (top: RuleGroup, path: RulePath, change: (group: RuleGroup) => RuleGroup): RuleGroup =>
  replaceAt(top, path, (node) => (node.type === "logical" ? change(node) : node)) as RuleGroup;

/** Whether the group at `path` can take another rule (it exists and is not full). */
export function canAddTo(top: RuleGroup | null, path: RulePath): boolean {
  if (top === null) return path.length === 0;
  const group = groupAt(top, path);
  return group !== undefined && group.rules.length < MAX_RULES_PER_GROUP;
}

/** Whether a group can be added inside the group at `path` (room in it, and not too deep). */
export function canAddGroupTo(top: RuleGroup | null, path: RulePath): boolean {
  return canAddTo(top, path) && path.length + 2 <= MAX_GROUP_DEPTH;
}

/**
 * Adds a group inside the group at `path`, with the opposite operator of that group (spec
 * part 2 section 4). With no rules yet, the new group is the top group: logical &&.
 * A path that leads to no group, a full group or one nested too deep leaves the tree as it is.
 */
export function addGroup(top: RuleGroup | null, path: RulePath): RuleGroup | null {
  if (top === null) return path.length === 0 ? newTopGroup() : null;
  if (!canAddGroupTo(top, path)) return top;
  return changeGroup(top, path, (group) => ({
    ...group,
    rules: [...group.rules, { type: "logical", operator: opposite(group.operator), rules: [] }],
  }));
}

/**
 * Adds a comparator to the group at `path`. With no rules yet, it starts the top group (&&)
 * holding it. A path that leads to no group or a full group leaves the tree as it is.
 */
export function addComparator(top: RuleGroup | null, path: RulePath, comparator: RuleComparator): RuleGroup | null {
  if (top === null) return path.length === 0 ? { ...newTopGroup(), rules: [comparator] } : null;
  if (!canAddTo(top, path)) return top;
  return changeGroup(top, path, (group) => ({ ...group, rules: [...group.rules, comparator] }));
}

/** Sets the operator of the group at `path` (its nested groups keep theirs). */
export function setOperator(top: RuleGroup | null, path: RulePath, operator: LogicalOperator): RuleGroup | null {
  return top && changeGroup(top, path, (group) => ({ ...group, operator }));
}

/** Changes fields of the comparator at `path`; any other path leaves the tree as it is. */
export function updateComparator(top: RuleGroup | null, path: RulePath, change: Partial<Omit<RuleComparator, "type">>): RuleGroup | null {
  return top && (replaceAt(top, path, (node) => (node.type === "comparator" ? { ...node, ...change } : node)) as RuleGroup);
}

/** Removes the node at `path`; removing the top group ([]) removes every rule. */
export function removeNode(top: RuleGroup | null, path: RulePath): RuleGroup | null {
  if (top === null || path.length === 0) return null;
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1]!;
  return changeGroup(top, parentPath, (group) => ({ ...group, rules: group.rules.filter((_, i) => i !== index) }));
}

/** Remove all empties the rules (spec part 2 section 4): the block has no display rules. */
export const removeAll = (): null => null;

/** How many comparators the tree holds. */
export function countComparators(node: EditorNode | null): number {
  if (node === null) return 0;
  return node.type === "comparator" ? 1 : node.rules.reduce((sum, child) => sum + countComparators(child), 0);
}
