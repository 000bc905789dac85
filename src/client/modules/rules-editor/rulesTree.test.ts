import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addComparator,
  addGroup,
  canAddGroupTo,
  canAddTo,
  COMPARATORS,
  countComparators,
  editorRules,
  MAX_GROUP_DEPTH,
  MAX_RULES_PER_GROUP,
  newTopGroup,
  nodeAt,
  opposite,
  removeAll,
  removeNode,
  setOperator,
  updateComparator,
  type EditorNode,
  type RuleComparator,
  type RuleGroup,
  type RuleNode,
  type RulePath,
} from "./rulesTree.ts";

const cmp = (property: string, value: RuleComparator["value"] = "x", comparator: RuleComparator["comparator"] = "=="): RuleComparator => ({
  type: "comparator",
  property,
  comparator,
  value,
});
const group = (operator: "&&" | "||", ...rules: EditorNode[]): RuleGroup => ({ type: "logical", operator, rules });

// && ─┬─ country == SE
//     └─ || ─┬─ language == sv
//            └─ && ─── visits >= 3
const TREE = group("&&", cmp("country", "SE"), group("||", cmp("language", "sv"), group("&&", cmp("visits", 3, ">="))));

/** Arbitrary editor trees (complete nodes), a few levels deep. */
const comparatorArb: fc.Arbitrary<RuleComparator> = fc.record({
  type: fc.constant("comparator" as const),
  property: fc.constantFrom("country", "language", "bedModel", "visits"),
  comparator: fc.constantFrom(...COMPARATORS),
  value: fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.boolean(), fc.constant(null)),
});
const { tree: groupArb } = fc.letrec<{ tree: RuleGroup; node: EditorNode }>((tie) => ({
  tree: fc.record({
    type: fc.constant("logical" as const),
    operator: fc.constantFrom("&&" as const, "||" as const),
    rules: fc.array(tie("node"), { maxLength: 4 }),
  }),
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, comparatorArb, tie("tree")),
}));

/** Every path of a tree, the top group's [] first. */
function pathsOf(node: EditorNode, path: number[] = []): number[][] {
  return node.type === "logical" ? [path, ...node.rules.flatMap((child, i) => pathsOf(child, [...path, i]))] : [path];
}
const treeWithPath = groupArb.chain((tree) => fc.tuple(fc.constant(tree), fc.constantFrom(...pathsOf(tree))));
const depthOf = (node: EditorNode): number =>
  node.type === "logical" ? 1 + Math.max(0, ...node.rules.filter((r) => r.type === "logical").map(depthOf)) : 0;

describe("editorRules", () => {
  it("shows no rules for null and undefined", () => {
    expect(editorRules(null)).toBeNull();
    expect(editorRules(undefined)).toBeNull();
  });

  it("fills in missing fields and drops the other type's fields", () => {
    const saved: RuleNode = {
      type: "logical",
      property: "stray",
      rules: [
        { type: "comparator", property: "country" },
        { type: "logical", operator: "||" },
        { type: "comparator", rules: [] },
      ],
    };
    expect(editorRules(saved)).toEqual(group("&&", cmp("country", null), group("||"), cmp("", null)));
  });

  it("wraps a lone comparator at the top in an && group", () => {
    expect(editorRules(cmp("country", "SE", "!="))).toEqual(group("&&", cmp("country", "SE", "!=")));
  });

  it("keeps a complete tree exactly as it is", () => {
    fc.assert(
      fc.property(groupArb, (tree) => {
        expect(editorRules(tree)).toEqual(tree);
      }),
    );
  });
});

describe("nodeAt", () => {
  it("follows child indices from the top group", () => {
    expect(nodeAt(TREE, [])).toBe(TREE);
    expect(nodeAt(TREE, [0])).toEqual(cmp("country", "SE"));
    expect(nodeAt(TREE, [1, 1, 0])).toEqual(cmp("visits", 3, ">="));
  });

  it("finds nothing past the tree or through a comparator", () => {
    expect(nodeAt(TREE, [5])).toBeUndefined();
    expect(nodeAt(TREE, [0, 0])).toBeUndefined();
    expect(nodeAt(null, [])).toBeUndefined();
  });
});

describe("addGroup", () => {
  it("starts the rules with a top group: logical &&", () => {
    expect(addGroup(null, [])).toEqual({ type: "logical", operator: "&&", rules: [] });
    expect(newTopGroup()).toEqual({ type: "logical", operator: "&&", rules: [] });
  });

  it("gives a nested group the opposite operator of its parent", () => {
    expect(nodeAt(addGroup(TREE, []), [2])).toEqual(group("||"));
    expect(nodeAt(addGroup(TREE, [1]), [1, 2])).toEqual(group("&&"));
    expect(nodeAt(addGroup(TREE, [1, 1]), [1, 1, 1])).toEqual(group("||"));
  });

  it("appends to the group at any path, with the opposite operator, touching nothing else", () => {
    fc.assert(
      fc.property(treeWithPath, ([tree, path]) => {
        const target = nodeAt(tree, path)!;
        fc.pre(target.type === "logical" && canAddGroupTo(tree, path));
        const before = structuredClone(tree);
        const after = addGroup(tree, path)!;
        expect(tree).toEqual(before); // never mutates
        const changed = nodeAt(after, path) as RuleGroup;
        expect(changed.rules.slice(0, -1)).toEqual((target as RuleGroup).rules);
        expect(changed.rules.at(-1)).toEqual(group(opposite((target as RuleGroup).operator)));
        expect(removeNode(after, [...path, changed.rules.length - 1])).toEqual(tree);
      }),
    );
  });

  it("leaves the tree alone for a comparator's path or a path that leads nowhere", () => {
    expect(addGroup(TREE, [0])).toBe(TREE);
    expect(addGroup(TREE, [9, 9])).toBe(TREE);
    expect(addGroup(null, [0])).toBeNull();
  });

  it("stops at the deepest group the server takes", () => {
    let tree: RuleGroup | null = addGroup(null, []);
    let path: number[] = [];
    for (let depth = 1; depth < MAX_GROUP_DEPTH; depth++) {
      expect(canAddGroupTo(tree, path)).toBe(true);
      tree = addGroup(tree, path);
      path = [...path, 0];
    }
    expect(depthOf(tree!)).toBe(MAX_GROUP_DEPTH);
    expect(canAddGroupTo(tree, path)).toBe(false);
    expect(addGroup(tree, path)).toBe(tree);
    // A comparator still fits in the deepest group.
    expect(canAddTo(tree, path)).toBe(true);
  });

  it("alternates && and || all the way down", () => {
    let tree: RuleGroup | null = addGroup(null, []);
    let path: number[] = [];
    for (let depth = 1; depth < MAX_GROUP_DEPTH; depth++) {
      tree = addGroup(tree, path);
      path = [...path, 0];
      expect((nodeAt(tree, path) as RuleGroup).operator).toBe(depth % 2 === 1 ? "||" : "&&");
    }
  });
});

describe("addComparator", () => {
  const added = cmp("bedModel", "Nordic Classic");

  it("with no rules yet starts an && top group holding it", () => {
    expect(addComparator(null, [], added)).toEqual(group("&&", added));
    expect(addComparator(null, [1], added)).toBeNull();
  });

  it("appends to the group at the path", () => {
    const after = addComparator(TREE, [1, 1], added);
    expect(nodeAt(after, [1, 1])).toEqual(group("&&", cmp("visits", 3, ">="), added));
    expect(nodeAt(after, [0])).toBe(TREE.rules[0]);
    expect(countComparators(after)).toBe(countComparators(TREE) + 1);
  });

  it("leaves the tree alone for a comparator's path", () => {
    expect(addComparator(TREE, [0], added)).toBe(TREE);
  });

  it("stops at the contract's limit of rules per group", () => {
    let tree: RuleGroup | null = null;
    for (let i = 0; i < MAX_RULES_PER_GROUP; i++) tree = addComparator(tree, [], cmp(`p${i}`));
    expect(tree!.rules).toHaveLength(MAX_RULES_PER_GROUP);
    expect(canAddTo(tree, [])).toBe(false);
    expect(addComparator(tree, [], added)).toBe(tree);
    expect(addGroup(tree, [])).toBe(tree);
  });
});

describe("setOperator", () => {
  it("changes that group only; nested groups keep theirs", () => {
    const after = setOperator(TREE, [1], "&&")!;
    expect((nodeAt(after, [1]) as RuleGroup).operator).toBe("&&");
    expect((nodeAt(after, [1, 1]) as RuleGroup).operator).toBe("&&");
    expect(after.operator).toBe("&&");
    expect(setOperator(TREE, [], "||")!.operator).toBe("||");
  });

  it("leaves the tree alone for a comparator's path and does nothing without rules", () => {
    expect(setOperator(TREE, [0], "||")).toEqual(TREE);
    expect(setOperator(null, [], "||")).toBeNull();
  });
});

describe("updateComparator", () => {
  it("changes the named fields of that comparator only", () => {
    const after = updateComparator(TREE, [1, 0], { value: "en", comparator: "!=" });
    expect(nodeAt(after, [1, 0])).toEqual(cmp("language", "en", "!="));
    expect(nodeAt(after, [0])).toBe(TREE.rules[0]);
    expect(TREE).toEqual(group("&&", cmp("country", "SE"), group("||", cmp("language", "sv"), group("&&", cmp("visits", 3, ">=")))));
  });

  it("leaves groups and missing paths alone", () => {
    expect(updateComparator(TREE, [1], { value: 1 })).toEqual(TREE);
    expect(updateComparator(TREE, [7], { value: 1 })).toEqual(TREE);
    expect(updateComparator(null, [0], { value: 1 })).toBeNull();
  });

  it("changes nothing else, at any path", () => {
    fc.assert(
      fc.property(treeWithPath, fc.string({ maxLength: 5 }), ([tree, path], value) => {
        const after = updateComparator(tree, path, { value });
        for (const other of pathsOf(tree)) {
          const node = nodeAt(after, other)!;
          if (other.join() === path.join() && node.type === "comparator") expect(node.value).toBe(value);
          else if (node.type === "comparator") expect(node).toEqual(nodeAt(tree, other));
        }
      }),
    );
  });
});

describe("removeNode and removeAll", () => {
  it("removes a comparator or a whole group", () => {
    expect(removeNode(TREE, [0])).toEqual(group("&&", TREE.rules[1]!));
    expect(removeNode(TREE, [1])).toEqual(group("&&", cmp("country", "SE")));
    expect(removeNode(TREE, [1, 1, 0])).toEqual(group("&&", cmp("country", "SE"), group("||", cmp("language", "sv"), group("&&"))));
  });

  it("removing the top group removes every rule, as remove all does", () => {
    expect(removeNode(TREE, [])).toBeNull();
    expect(removeAll()).toBeNull();
    expect(removeNode(null, [0])).toBeNull();
  });

  it("leaves the tree as it is for a path that leads nowhere", () => {
    expect(removeNode(TREE, [4])).toEqual(TREE);
    expect(removeNode(TREE, [0, 0])).toEqual(TREE);
  });

  it("takes out exactly that node's comparators, at any path", () => {
    fc.assert(
      fc.property(treeWithPath, ([tree, path]) => {
        fc.pre(path.length > 0);
        const removed = nodeAt(tree, path)!;
        const after = removeNode(tree, path)!;
        expect(countComparators(after)).toBe(countComparators(tree) - countComparators(removed));
        const parent = nodeAt(tree, path.slice(0, -1)) as RuleGroup;
        expect((nodeAt(after, path.slice(0, -1)) as RuleGroup).rules).toHaveLength(parent.rules.length - 1);
      }),
    );
  });
});

describe("results are valid contract nodes", () => {
  type Step = { kind: "group" | "comparator" | "operator" | "remove" | "update"; pick: number; flag: boolean };
  const stepArb: fc.Arbitrary<Step> = fc.record({
    kind: fc.constantFrom("group", "comparator", "operator", "remove", "update"),
    pick: fc.nat(),
    flag: fc.boolean(),
  });

  /** Checks the node against BlockRuleNode by hand: each type carries only its own fields. */
  function expectContractNode(node: RuleNode, depth = 1) {
    if (node.type === "logical") {
      expect(Object.keys(node).sort()).toEqual(["operator", "rules", "type"]);
      expect(["&&", "||"]).toContain(node.operator);
      expect(node.rules!.length).toBeLessThanOrEqual(MAX_RULES_PER_GROUP);
      expect(depth).toBeLessThanOrEqual(MAX_GROUP_DEPTH);
      for (const child of node.rules!) expectContractNode(child, depth + 1);
    } else {
      expect(Object.keys(node).sort()).toEqual(["comparator", "property", "type", "value"]);
      expect(COMPARATORS).toContain(node.comparator);
    }
  }

  it("after any sequence of edits", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        let tree: RuleGroup | null = null;
        for (const step of steps) {
          const paths: RulePath[] = tree ? pathsOf(tree) : [[]];
          const path = paths[step.pick % paths.length]!;
          if (step.kind === "group") tree = addGroup(tree, path);
          else if (step.kind === "comparator") tree = addComparator(tree, path, cmp("country", step.pick));
          else if (step.kind === "operator") tree = setOperator(tree, path, step.flag ? "&&" : "||");
          else if (step.kind === "remove") tree = removeNode(tree, path);
          else tree = updateComparator(tree, path, { value: step.flag });
          if (tree) expectContractNode(tree);
        }
      }),
    );
  });
});
