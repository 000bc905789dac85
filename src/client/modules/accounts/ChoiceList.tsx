import { Checkbox } from "@blueprintjs/core";
import { ALL } from "./permissionToggles.ts";

export interface Choice {
  code: string;
  label: string;
}

export interface ChoiceListProps {
  /** The choices; the one with code 'all' is shown first and apart. */
  choices: readonly Choice[];
  isChecked: (code: string) => boolean;
  onToggle: (code: string) => void;
  /** Disables the boxes, e.g. while a save runs. */
  isDisabled?: boolean;
  /** Accessible name of the group of boxes. */
  label: string;
}

/** A column of checkboxes with an 'All' box on top: the view of permissions and language rights. */
export function ChoiceList({ choices, isChecked, onToggle, isDisabled = false, label }: ChoiceListProps) {
  const all = choices.find((c) => c.code === ALL);
  const individual = choices.filter((c) => c.code !== ALL);
  const box = (choice: Choice) => (
    <Checkbox
      key={choice.code}
      label={choice.label}
      checked={isChecked(choice.code)}
      disabled={isDisabled}
      onChange={() => onToggle(choice.code)}
    />
  );
  return (
    <div role="group" aria-label={label} className="choice-list">
      {all && <div className="choice-list-all">{box(all)}</div>}
      <div className="choice-list-items" style={{ columns: "2 12rem" }}>
        {individual.map(box)}
      </div>
    </div>
  );
}
