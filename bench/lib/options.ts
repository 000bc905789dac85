/**
 * The command-line options of a bench script, e.g. `npm run bench:load -- --database-url URL --duration 30`.
 *
 *   const options = benchOptions();
 *   const serverUrl = options.required("--database-url", "Usage: ...", process.env.TEST_DATABASE_URL);
 *   const rounds = options.number("--rounds", 5);
 *
 * An option's value is the argument right after its name (the first time the name is given);
 * a name given last, with nothing after it, counts as not given. A wrong value stops the script
 * with exit code 2 (the benches' "usage" code) and a line on stderr, before anything is started.
 */
export function benchOptions(argv: string[] = process.argv.slice(2)) {
  /** Prints the message to stderr and exits with the usage code. */
  function fail(message: string): never {
    console.error(message);
    process.exit(2);
  }

  /** The value after `--name`, or undefined when the option is not given. */
  function text(name: string): string | undefined {
    return argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined;
  }

  return {
    text,

    /** `--name N` as a number, or the fallback when not given; a value that is not a finite number exits 2. */
    number(name: string, fallback: number): number {
      const value = text(name);
      if (value === undefined) return fallback;
      const parsed = Number(value);
      if (value.trim() === "" || !Number.isFinite(parsed)) fail(`${name} takes a number, not "${value}".`);
      return parsed;
    },

    /** `--name a,b,c` split at the commas, or (a copy of) the fallback when not given. */
    list(name: string, fallback: string[]): string[] {
      const value = text(name);
      return value === undefined ? [...fallback] : value.split(",");
    },

    /** Whether the switch `--name` (which takes no value) is given. */
    flag(name: string): boolean {
      return argv.includes(name);
    },

    /**
     * `--name VALUE`, else the fallback (typically an environment variable, e.g.
     * process.env.DATABASE_URL); when neither is there (or both are empty), prints the usage line
     * to stderr and exits 2.
     */
    required(name: string, usage: string, fallback?: string): string {
      const value = text(name) ?? fallback;
      if (!value) fail(usage);
      return value;
    },

    /** The arguments that are none of the given value-taking options nor their values (e.g. names to look up). */
    positionals(valueOptions: string[]): string[] {
      const rest: string[] = [];
      for (let i = 0; i < argv.length; i++) {
        if (valueOptions.includes(argv[i])) i++;
        else rest.push(argv[i]);
      }
      return rest;
    },
  };
}
