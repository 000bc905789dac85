import { getTemplate, type WidgetProps } from "@rjsf/utils";

/** Strings: the theme's BaseInputTemplate (a Blueprint InputGroup). */
export function TextWidget(props: WidgetProps) {
  const BaseInput = getTemplate("BaseInputTemplate", props.registry, props.options);
  return <BaseInput {...props} />;
}
