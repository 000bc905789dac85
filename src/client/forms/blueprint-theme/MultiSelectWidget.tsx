import { MenuItem } from "@blueprintjs/core";
import { MultiSelect, type ItemPredicate, type ItemRenderer } from "@blueprintjs/select";
import type { EnumOptionsType, WidgetProps } from "@rjsf/utils";

type Option = EnumOptionsType;

const matches: ItemPredicate<Option> = (query, option) => option.label.toLowerCase().includes(query.toLowerCase());

/** Several choices of an enum (array with uniqueItems) as a Blueprint MultiSelect of tags. */
export function MultiSelectWidget({ id, value, disabled, readonly, placeholder, onChange, options, rawErrors }: WidgetProps) {
  const selectedValues: unknown[] = Array.isArray(value) ? value : [];
  const all = (options.enumOptions ?? []) as Option[];
  const selected = all.filter((o) => selectedValues.includes(o.value));
  const toggle = (option: Option) =>
    onChange(selectedValues.includes(option.value) ? selectedValues.filter((v) => v !== option.value) : [...selectedValues, option.value]);
  const renderItem: ItemRenderer<Option> = (option, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={String(option.value)}
        text={option.label}
        roleStructure="listoption"
        selected={selectedValues.includes(option.value)}
        active={modifiers.active}
        disabled={modifiers.disabled || options.enumDisabled?.includes(option.value)}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;
  return (
    <MultiSelect<Option>
      items={all}
      selectedItems={selected}
      itemPredicate={matches}
      itemRenderer={renderItem}
      tagRenderer={(option) => option.label}
      onItemSelect={toggle}
      onRemove={toggle}
      disabled={disabled || readonly}
      placeholder={placeholder}
      resetOnSelect
      fill
      tagInputProps={{ inputProps: { id }, intent: rawErrors?.length ? "danger" : "none" }}
      popoverProps={{ minimal: true }}
    />
  );
}
