/**
 * Which postal-code places are towns. Germany hands companies and authorities postal codes of
 * their own ("Großkundenpostleitzahlen"), and GeoNames lists the company or authority as the place:
 * "Amtsgericht -Mahnabteilung-", "Techniker Krankenkasse", "HUK-Coburg", "Commerzbank AG".
 * Stores and people of the demo data must not live there. A hyphen inside a name joins the parts
 * of a real town's name (Garmisch-Partenkirchen, 's-Gravenhage, Munka-Ljungby) and stays; one at
 * a word's edge marks a department.
 */
export const INSTITUTION_PATTERNS: readonly RegExp[] = [
  // Digits, department hyphens, and punctuation no town name here has (c/o, R+V, "Nord-Ostsee SE & Co.").
  /\d/u,
  /(^|\s)-|-(\s|$)/u,
  /[,()/+&@"]/u,
  // A word in capitals (BARMER, IKK, HUK-Coburg, AG); single letters and compass points are
  // districts (København K, Mo I Rana, Odense NV).
  /(?<!\p{L})(?![NS][ØV](?!\p{L}))\p{Lu}{2,}(?!\p{L})/u,
  // Parts of words: German compounds (Amtsgericht, Kreiskrankenhaus, Landesbank, Finanzamt) and the
  // other markets' hospitals, universities and parliaments.
  /gericht|klinik|krankenhaus|hospital|kasse\b|bank\b|versicherung|verwaltung|universit|hochschule|ministerium|postfach|gro(ß|ss)kunde|anwaltschaft|polizei|behörde|genossenschaft|zentrale|zentrum|kammer|institut|verlag|agentur|bundes|service|schaden|rundfunk|fernseh|amazon|zalando|lounge|electronic|amt\b|sjukhus|sykehus|sairaala|yliopisto|eduskunta|riksdag|storting|folketing|antwoordnummer|postbus|svarspost/iu,
  // Whole words: legal forms, post boxes and what only organisations call themselves.
  /(^|\s)(gmbh|ag|kg|mbh|e\.v\.|box|post|deutsche|werke?|center|centre|direkt|marketing|versand|logistik|rathaus|kaserne|schule|für|und|stadt)(?=\s|$)/iu,
];

/** True when a place name reads as an institution, a company or a post box rather than a town. */
export function looksLikeInstitution(place: string): boolean {
  return INSTITUTION_PATTERNS.some((pattern) => pattern.test(place));
}

/** A town's name: not empty, at most three words, not an institution's. */
export function isTownName(place: string): boolean {
  return place.trim() !== "" && place.split(" ").length <= 3 && !looksLikeInstitution(place);
}

/**
 * The fewest zip codes a place needs to get a store. A real town usually shares its name with
 * several zip codes; in Germany a place with a single code is as often a company or an authority
 * whose name the patterns do not know, so stores go to places with two or more there. Elsewhere a
 * village's one code is the norm (Denmark has one code per town).
 */
export const MIN_ZIPS_FOR_A_STORE: Readonly<Record<string, number>> = { DE: 2 };
