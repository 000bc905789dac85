import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";

/** What the server prints once compileAll is done (main.ts); benchmarks start measuring after it. */
export const SCHEMAS_COMPILED = "Every route's validators and serializers compiled";

/**
 * Validators and response serializers compiled on first use instead of when the app is built.
 *
 * Compiling ajv validators and fast-json-stringify serializers for all the contract's routes
 * took 1.3-2.5 s of CPU per app; a test file builds an app and calls a handful of routes, and a
 * run builds about 140 apps. Compiled lazily, each route pays once, on its first request.
 * `compileAll` compiles whatever is still pending: the server calls it after listening (so the
 * first staff request of each route does not pay either) and a test calls it to prove that every
 * schema of the contract compiles, as the eager build did at start.
 */
export class LazySchemas {
  private readonly pending = new Set<() => void>();

  /** A function that compiles `build()` on its first call and is `build()`'s result from then on. */
  wrap<F extends (...args: any[]) => any>(build: () => F, copyErrors = false): F {
    let compiled: F | undefined;
    const compile = () => {
      compiled ??= build();
      this.pending.delete(compile);
      return compiled;
    };
    this.pending.add(compile);
    const lazy = ((...args: unknown[]) => {
      // Once compiled, a request costs one check, not the pending set's bookkeeping.
      const fn = compiled ?? compile();
      const result = fn(...args);
      // Fastify reads a failed validation's errors from the function it was given.
      if (copyErrors) (lazy as { errors?: unknown }).errors = (fn as { errors?: unknown }).errors;
      return result;
    }) as F;
    return lazy;
  }

  /** How many routes' schemas have not been compiled yet. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /**
   * Compiles everything still pending, a batch per turn of the event loop so requests arriving
   * meanwhile are not held up for the whole of it. Throws the first schema that fails.
   */
  async compileAll(batch = 10): Promise<void> {
    while (this.pending.size > 0) {
      let n = 0;
      for (const compile of [...this.pending]) {
        compile();
        if (++n >= batch) break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * Fastify's `schemaController.compilersFactory.buildSerializer`: its default serializer
   * (fast-json-stringify with the schemas added by addSchema), compiled per route and status on
   * the first answer that needs it.
   */
  serializerFactory() {
    const buildDefault = SerializerSelector();
    return (externalSchemas: unknown, options: unknown) => {
      const compileFor = buildDefault(externalSchemas as never, options as never);
      return (route: Parameters<typeof compileFor>[0]) => this.wrap(() => compileFor(route));
    };
  }
}
