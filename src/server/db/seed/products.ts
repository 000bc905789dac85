/** The bed range the demo uses for warranty, media folders and partner-order quotes. */
export const BED_MODELS: readonly { name: string; code: string; colors: readonly string[] }[] = [
  { name: "Aurora", code: "AUR", colors: ["Blue check", "Natural linen", "Charcoal"] },
  { name: "Borealis", code: "BOR", colors: ["Blue check", "Sand", "Graphite", "Forest green"] },
  { name: "Celeste", code: "CEL", colors: ["Ivory", "Dove grey"] },
  { name: "Drömmen", code: "DRM", colors: ["Blue check", "Natural linen", "Midnight", "Rust", "Sage"] },
  { name: "Eira", code: "EIR", colors: ["Natural linen"] },
  { name: "Fjord", code: "FJO", colors: ["Blue check", "Stone"] },
  { name: "Gryning", code: "GRY", colors: ["Ivory", "Charcoal", "Blue check"] },
  { name: "Regalis", code: "REG", colors: ["Blue check", "Black", "Ivory", "Bespoke"] },
];

export const TOP_MATTRESSES = ["Standard top", "Horsehair top", "Latex top", "Wool top", "Cashmere top"];
