import { withTheme, type ThemeProps } from "@rjsf/core";
import { BaseInputTemplate } from "./BaseInputTemplate.tsx";
import { DateWidget } from "./DateWidget.tsx";
import { ErrorList } from "./ErrorList.tsx";
import { FieldTemplate } from "./FieldTemplate.tsx";
import { MultiSelectWidget } from "./MultiSelectWidget.tsx";
import { NumberWidget } from "./NumberWidget.tsx";
import { ObjectFieldTemplate } from "./ObjectFieldTemplate.tsx";
import { SelectWidget } from "./SelectWidget.tsx";
import { SwitchWidget } from "./SwitchWidget.tsx";
import { TextareaWidget } from "./TextareaWidget.tsx";
import { TextWidget } from "./TextWidget.tsx";

/**
 * rjsf theme of Blueprint widgets and templates. Widgets are registered under rjsf's own names
 * (so schemas get them by type) and under short names for ui:widget (switch, multiselect, ...).
 */
export const blueprintTheme: ThemeProps = {
  widgets: {
    TextWidget,
    CheckboxWidget: SwitchWidget,
    SelectWidget,
    TextareaWidget,
    DateWidget,
    UpDownWidget: NumberWidget,
    switch: SwitchWidget,
    number: NumberWidget,
    multiselect: MultiSelectWidget,
  },
  templates: {
    BaseInputTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    ErrorListTemplate: ErrorList,
  },
};

/** An rjsf Form rendered with Blueprint. */
export const BlueprintForm = withTheme(blueprintTheme);

export {
  BaseInputTemplate,
  DateWidget,
  ErrorList,
  FieldTemplate,
  MultiSelectWidget,
  NumberWidget,
  ObjectFieldTemplate,
  SelectWidget,
  SwitchWidget,
  TextareaWidget,
  TextWidget,
};
