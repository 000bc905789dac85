import { MenuItem } from "@blueprintjs/core";
import { MultiSelect, type ItemListPredicate, type ItemRenderer } from "@blueprintjs/select";

export interface Named {
  id: number;
  name?: string | null;
}

export interface NamedMultiSelectProps<T extends Named> {
  items: readonly T[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  /** Why an item cannot be chosen (shown beside it), or undefined when it can. */
  disabledReason?: (item: T) => string | undefined;
  /** The text shown for an item; its name by default. */
  labelOf?: (item: T) => string;
  placeholder: string;
  noResults: string;
  /** Id of the input, for a FormGroup's labelFor. */
  inputId?: string;
}

// Location lists run to thousands; rendering only the first matches keeps typing fast.
const MAX_SHOWN = 100;

/** Choose several records by name: typing filters, a click toggles, tags show the choice. */
export function NamedMultiSelect<T extends Named>({
  items,
  selected,
  onChange,
  disabledReason,
  labelOf = (item) => item.name ?? String(item.id),
  placeholder,
  noResults,
  inputId,
}: NamedMultiSelectProps<T>) {
  const isSelected = (item: T) => selected.some((s) => s.id === item.id);
  const toggle = (item: T) => onChange(isSelected(item) ? selected.filter((s) => s.id !== item.id) : [...selected, item]);

  const filter: ItemListPredicate<T> = (query, all) => {
    const q = query.trim().toLowerCase();
    return all.filter((item) => !q || labelOf(item).toLowerCase().includes(q)).slice(0, MAX_SHOWN);
  };

  const renderItem: ItemRenderer<T> = (item, { handleClick, handleFocus, modifiers, ref }) => {
    const reason = disabledReason?.(item);
    return (
      <MenuItem
        key={item.id}
        ref={ref}
        text={labelOf(item)}
        label={reason}
        roleStructure="listoption"
        selected={isSelected(item)}
        active={modifiers.active}
        disabled={Boolean(reason) || modifiers.disabled}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };

  return (
    <MultiSelect<T>
      items={items as T[]}
      selectedItems={selected as T[]}
      itemListPredicate={filter}
      itemRenderer={renderItem}
      itemDisabled={(item) => Boolean(disabledReason?.(item))}
      itemsEqual={(a, b) => a.id === b.id}
      onItemSelect={toggle}
      onRemove={(item) => onChange(selected.filter((s) => s.id !== item.id))}
      tagRenderer={labelOf}
      placeholder={placeholder}
      noResults={<MenuItem disabled text={noResults} roleStructure="listoption" />}
      resetOnSelect
      fill
      popoverProps={{ minimal: true }}
      tagInputProps={{ inputProps: { id: inputId } }}
    />
  );
}
