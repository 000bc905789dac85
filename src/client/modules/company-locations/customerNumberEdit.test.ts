import { describe, expect, it } from "vitest";
import { customerNumberToSave, isEditing, startCustomerNumberEdit } from "./customerNumberEdit.ts";

describe("inline customer number edit", () => {
  it("starts from the stored number and belongs to one row", () => {
    const edit = startCustomerNumberEdit(3, "NL-1003");
    expect(edit).toEqual({ locationId: 3, original: "NL-1003", value: "NL-1003" });
    expect(isEditing(edit, 3)).toBe(true);
    expect(isEditing(edit, 1)).toBe(false);
    expect(isEditing(null, 3)).toBe(false);
  });

  it("saves only a changed number; an emptied one is cleared with null", () => {
    const edit = startCustomerNumberEdit(3, "NL-1003");
    expect(customerNumberToSave(edit)).toBeUndefined();
    expect(customerNumberToSave({ ...edit, value: " NL-1003 " })).toBeUndefined();
    expect(customerNumberToSave({ ...edit, value: "NL-2000" })).toBe("NL-2000");
    expect(customerNumberToSave({ ...edit, value: "" })).toBeNull();
    expect(customerNumberToSave({ ...startCustomerNumberEdit(2, null), value: "" })).toBeUndefined();
  });
});
