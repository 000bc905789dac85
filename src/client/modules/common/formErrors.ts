/**
 * Client-side form checks shared by the hand-written dialogs: each problem names its field (by
 * a label key, with values such as a time schema's name), its kind and the tab it sits on, so a
 * dialog can show one line per kind listing the fields (spec part 1 section 5) and mark tabs.
 */
export interface FormError<Kind extends string = string, Tab extends string = string> {
  /** Path of the field in the form, e.g. "address.latitude" or "timeSchemas.1". */
  field: string;
  kind: Kind;
  tab: Tab;
  label: { key: string; values?: Record<string, string> };
}

/** The errors grouped per kind, kinds in the given order, each field once. */
export function groupErrorsByKind<Kind extends string, Tab extends string>(
  errors: readonly FormError<Kind, Tab>[],
  order: readonly Kind[],
): { kind: Kind; errors: FormError<Kind, Tab>[] }[] {
  return order
    .map((kind) => ({
      kind,
      errors: errors.filter(
        (error, index) => error.kind === kind && errors.findIndex((e) => e.kind === kind && e.field === error.field) === index,
      ),
    }))
    .filter((group) => group.errors.length > 0);
}

export function tabsWithErrors<Tab extends string>(errors: readonly FormError<string, Tab>[]): ReadonlySet<Tab> {
  return new Set(errors.map((error) => error.tab));
}

/** The first error of a field, for the message under its input. */
export function errorOf<E extends FormError>(errors: readonly E[], field: string): E | undefined {
  return errors.find((error) => error.field === field);
}
