import { describe, expect, it } from "vitest";
import { createTestI18n } from "../../../app/testing/testI18n.ts";
import type { RoutingRule } from "../../catalog/catalogTypes.ts";
import { explainRouting, inRoutingOrder, levelOf, whereOf, type Phrase, type RoutingExplanation } from "./routingExplanation.ts";
import { simulationInput } from "./simulationInput.ts";

const en = createTestI18n("en").t;
const sv = createTestI18n("sv_SE").t;

let nextId = 1;
const store = (name: string) => ({
  id: nextId++,
  name,
  address: { street: null, displayAddress: name, country: { code: "SE", name: "Sweden" } },
});
const MALMO = store("Malmö Centrum");
const LUND = store("Lund Sängar");
const SKANE = store("Skåne Sängar");
const FLAGSHIP = store("Flagship Stockholm");
const NO_MAIL = store("No Mail Sängar");

const rule = (over: Partial<RoutingRule>): RoutingRule => ({
  levels: 0,
  matchType: "zipCode",
  location: MALMO,
  email: "malmo@x.test",
  areaType: "contractArea",
  regionName: null,
  ...over,
});
const region1 = (over: Partial<RoutingRule> = {}) =>
  rule({ levels: 3, matchType: "region1", regionName: "Skåne län", location: SKANE, email: "skane@x.test", ...over });
const country = (over: Partial<RoutingRule> = {}) =>
  rule({ levels: 4, matchType: "country", areaType: null, location: FLAGSHIP, email: "flagship@x.test", ...over });
const fallback = (email = "catalog.se@x.test") =>
  rule({ levels: 5, matchType: "fallback", areaType: null, location: null, email, regionName: null });

const say = (phrase: Phrase, t = en) => t(phrase.key, phrase.values);
const routed = (explanation: RoutingExplanation) => {
  if (explanation.kind !== "routed") throw new Error(`expected a route, got ${explanation.kind}`);
  return explanation;
};

describe("the routing simulator's explanation", () => {
  it("names the level of every match type", () => {
    expect(
      (["zipCode", "region3", "region2", "region1", "country", "fallback"] as const).map((matchType) => levelOf({ matchType })),
    ).toEqual(["zipCode", "community", "province", "state", "country", "fallback"]);
  });

  it("a zip code's own handler: the closest level, contract or working area", () => {
    const contract = routed(explainRouting([rule({}), country()], " 211 22 "));
    expect(contract.receiving.location).toBe(MALMO);
    expect(contract.level).toBe("zipCode");
    expect(say(contract.where)).toBe("zip code 211 22");
    expect(contract.why.map((p) => say(p))).toEqual([
      "Zip code 211 22 has this store as its contract area handler.",
      "Nothing is closer than the zip code itself.",
    ]);
    expect(contract.runnerUps.map((r) => r.location)).toEqual([FLAGSHIP]);
    expect(contract.skipped).toEqual([]);

    const working = routed(explainRouting([rule({ areaType: "workingArea" })], "21122"));
    expect(say(working.why[0]!)).toBe("Zip code 21122 has this store as its working area handler.");
    expect(say(working.why[0]!, sv)).toBe("Postnummer 21122 har den här butiken som hanterare för arbetsområde.");
  });

  it("a region's handler at each region level, with the region's name and own level, and why nothing closer took it", () => {
    const community = routed(
      explainRouting([rule({ levels: 1, matchType: "region3", regionName: "Centrum", areaType: "workingArea" })], "211 22"),
    );
    expect(community.level).toBe("community");
    expect(say(community.where)).toBe("community Centrum (region level 3)");
    expect(community.why.map((p) => say(p))).toEqual([
      "Region Centrum (level 3) has this store as working area handler.",
      "No store handles the zip code itself.",
    ]);

    const province = routed(explainRouting([rule({ levels: 2, matchType: "region2", regionName: "Malmö" })], "211 22"));
    expect(province.level).toBe("province");
    expect(say(province.where)).toBe("province Malmö (region level 2)");
    expect(province.why.map((p) => say(p))).toEqual([
      "Region Malmö (level 2) has this store as contract area handler.",
      "No handler on the zip code or smaller regions.",
    ]);

    // The spec's example: a state (level 1) reached from an address whose chain starts lower.
    const state = routed(explainRouting([region1(), country(), fallback()], "211 22"));
    expect(state.level).toBe("state");
    expect(say(state.where)).toBe("state Skåne län (region level 1)");
    expect(state.why.map((p) => say(p))).toEqual([
      "Region Skåne län (level 1) has this store as contract area handler.",
      "No handler on the zip code or smaller regions.",
    ]);
    expect(say(state.why[0]!, sv)).toBe("Regionen Skåne län (nivå 1) har den här butiken som hanterare för avtalsområde.");
    // Next in line, by levels: the country's store, then the fallback e-mail.
    expect(state.runnerUps.map((r) => r.matchType)).toEqual(["country", "fallback"]);
  });

  it("a region rule without a name still names its level", () => {
    expect(say(whereOf({ matchType: "region2", regionName: null }, "1"))).toBe("a province (region level 2)");
    expect(say(whereOf({ matchType: "region3", regionName: null }, "1"))).toBe("a community (region level 3)");
    expect(say(whereOf({ matchType: "region1", regionName: null }, "1"))).toBe("a state (region level 1)");
    const unnamed = routed(explainRouting([rule({ levels: 1, matchType: "region3", regionName: null })], "1"));
    expect(say(unnamed.why[0]!)).toBe("Region ? (level 3) has this store as contract area handler.");
  });

  it("the country's store when no zip code or region rule matches", () => {
    const explanation = routed(explainRouting([country(), fallback()], "999 99"));
    expect(explanation.level).toBe("country");
    expect(say(explanation.where)).toBe("country");
    expect(explanation.why.map((p) => say(p))).toEqual([
      "The store handles the whole country.",
      "No store handles the zip code or its regions (or the zip code is not in the country's list).",
    ]);
  });

  it("the fallback e-mail alone", () => {
    const explanation = routed(explainRouting([fallback()], "999 99"));
    expect(explanation.level).toBe("fallback");
    expect(explanation.receiving.email).toBe("catalog.se@x.test");
    expect(say(explanation.where)).toBe("the country's fallback e-mail");
    expect(explanation.why.map((p) => say(p))).toEqual([
      "The country's fallback e-mail takes the requests no store handles.",
      "No store handles the zip code, its regions or the country.",
    ]);
    expect(explanation.runnerUps).toEqual([]);
    expect(explanation.skipped).toEqual([]);
  });

  it("nobody: no rule at all", () => {
    const explanation = explainRouting([], "999 99");
    expect(explanation).toEqual({ kind: "nobody", why: [{ key: "salesRegions.simulator.why.nobody" }], skipped: [] });
    expect(say(explanation.why[0]!)).toBe("No store and no fallback e-mail: the request would not be routed.");
    expect(say(explanation.why[0]!, sv)).toBe("Ingen butik och ingen reserv-e-post: beställningen skulle inte routas.");
  });

  it("nobody: only stores without an e-mail address match, listed as skipped", () => {
    const noMail = rule({ levels: 1, matchType: "region1", regionName: "Stockholm", location: NO_MAIL, email: null });
    const explanation = explainRouting([noMail], "111 22");
    expect(explanation.kind).toBe("nobody");
    expect(explanation.skipped).toEqual([noMail]);
    expect(explanation.why.map((p) => say(p))).toEqual([
      "No store and no fallback e-mail: the request would not be routed.",
      "The matching stores have no e-mail address: No Mail Sängar.",
    ]);
  });

  it("a store without an e-mail address is skipped: the next rule takes the request, and says why", () => {
    const noMail = rule({ levels: 1, matchType: "region1", regionName: "Stockholm", location: NO_MAIL, email: null });
    const explanation = routed(explainRouting([noMail, country(), fallback()], "111 22"));
    expect(explanation.receiving.location).toBe(FLAGSHIP);
    expect(explanation.skipped).toEqual([noMail]);
    expect(explanation.runnerUps.map((r) => r.matchType)).toEqual(["fallback"]);
    expect(explanation.why.map((p) => say(p))).toEqual([
      "The store handles the whole country.",
      "Matches ahead of it have no e-mail address and are skipped: No Mail Sängar.",
    ]);
  });

  it("ties: a contract area beats a working area at the same level, whatever order the rules come in", () => {
    const contract = rule({ levels: 1, matchType: "region3", regionName: "Centrum", location: MALMO, email: "malmo@x.test" });
    const working = rule({
      levels: 1,
      matchType: "region3",
      regionName: "Centrum",
      location: LUND,
      email: "lund@x.test",
      areaType: "workingArea",
    });
    expect(inRoutingOrder([working, contract])).toEqual([contract, working]);
    const explanation = routed(explainRouting([working, country(), contract], "211 22"));
    expect(explanation.receiving).toBe(contract);
    expect(explanation.runnerUps).toEqual([working, explanation.runnerUps[1]]);
    expect(explanation.runnerUps[1]!.matchType).toBe("country");
    expect(explanation.why.map((p) => say(p))).toEqual([
      "Region Centrum (level 3) has this store as contract area handler.",
      "No store handles the zip code itself.",
      "At the same level a contract area goes before a working area: Lund Sängar.",
    ]);
  });

  it("ties: the contract area has no e-mail address, so the working area gets it", () => {
    const contract = rule({ levels: 1, matchType: "region3", regionName: "Centrum", location: NO_MAIL, email: null });
    const working = rule({
      levels: 1,
      matchType: "region3",
      regionName: "Centrum",
      location: LUND,
      email: "lund@x.test",
      areaType: "workingArea",
    });
    const explanation = routed(explainRouting([contract, working], "211 22"));
    expect(explanation.receiving).toBe(working);
    expect(explanation.skipped).toEqual([contract]);
    expect(explanation.why.map((p) => say(p))).toEqual([
      "Region Centrum (level 3) has this store as working area handler.",
      "Matches ahead of it have no e-mail address and are skipped: No Mail Sängar.",
    ]);
  });

  it("ties: equals at the same level and area type go by store number, in the server's order", () => {
    const first = region1({ location: SKANE, email: "skane@x.test" });
    const second = region1({ location: LUND, email: "lund@x.test" });
    const explanation = routed(explainRouting([first, second], "211 22"));
    expect(explanation.receiving).toBe(first);
    expect(explanation.runnerUps).toEqual([second]);
    expect(say(explanation.why[2]!)).toBe("Equal matches at the same level go by store number, lowest first: Lund Sängar next.");
  });

  it("a store matching at several levels is next in line once per level", () => {
    const explanation = routed(explainRouting([rule({}), region1({ location: MALMO }), country({ location: MALMO })], "211 22"));
    expect(explanation.runnerUps.map((r) => [r.levels, r.location?.name])).toEqual([
      [3, "Malmö Centrum"],
      [4, "Malmö Centrum"],
    ]);
  });

  it("has every text in English and Swedish", () => {
    const phrases: Phrase[] = [];
    const collect = (explanation: RoutingExplanation) => {
      phrases.push(...explanation.why);
      if (explanation.kind === "routed") phrases.push(explanation.where);
    };
    for (const rules of [
      [],
      [fallback()],
      [country()],
      [rule({}), rule({ areaType: "workingArea", location: LUND })],
      [rule({ levels: 1, matchType: "region3", regionName: "C" }), rule({ levels: 1, matchType: "region3", areaType: "workingArea" })],
      [rule({ levels: 2, matchType: "region2", regionName: null, areaType: "workingArea" })],
      [region1({ email: null }), region1({ location: LUND, email: "lund@x.test" })],
      [region1({ regionName: null })],
      [region1({ email: null })],
    ])
      collect(explainRouting(rules, "211 22"));
    for (const problem of [
      simulationInput("", "SE"),
      simulationInput("1", null),
      simulationInput("x".repeat(21), "SE"),
      simulationInput("21/22", "SE"),
    ])
      if (!problem.ok) phrases.push(problem.problem);
    expect(new Set(phrases.map((p) => p.key)).size).toBeGreaterThanOrEqual(20);
    for (const phrase of phrases) {
      for (const t of [en, sv]) {
        const text = say(phrase, t);
        expect(text, phrase.key).not.toBe(phrase.key);
        expect(text, phrase.key).not.toMatch(/\{\{/);
      }
    }
  });
});

describe("the simulator's input", () => {
  it("sends a zip code however it is spaced, dashed or cased (the server ignores all three), trimmed", () => {
    expect(simulationInput(" 211 22 ", "SE")).toEqual({ ok: true, input: { zipCode: "211 22", region: null, country: "SE" } });
    expect(simulationInput("211-22", "se")).toEqual({ ok: true, input: { zipCode: "211-22", region: null, country: "SE" } });
    expect(simulationInput("sw1a 1aa", "GB")).toEqual({ ok: true, input: { zipCode: "sw1a 1aa", region: null, country: "GB" } });
    expect(simulationInput("x".repeat(20), "SE").ok).toBe(true);
  });

  it("blocks what no zip code can be, and a missing country, each with its message", () => {
    const problem = (zip: string, country: string | null) => {
      const check = simulationInput(zip, country);
      return check.ok ? null : say(check.problem);
    };
    expect(problem("211 22", null)).toBe("Choose a country first.");
    expect(problem("211 22", "Sweden")).toBe("Choose a country first.");
    expect(problem("", "SE")).toBe("Type a zip code.");
    expect(problem("   ", "SE")).toBe("Type a zip code.");
    expect(problem("x".repeat(21), "SE")).toBe("A zip code has at most 20 characters.");
    expect(problem("211/22", "SE")).toBe("A zip code has only letters, digits, spaces and dashes.");
    expect(problem("--", "SE")).toBe("A zip code has only letters, digits, spaces and dashes.");
    expect(problem("2112ö", "SE")).toBe("A zip code has only letters, digits, spaces and dashes.");
  });
});
