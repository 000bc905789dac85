import { getTemplate, type WidgetProps } from "@rjsf/utils";

/** Strings: the theme's BaseInputTemplate (a Blueprint InputGroup). */
export function TextWidget(props: WidgetProps) {
  // The registry hands back the same template component on every render; nothing is created here.
  const BaseInput = getTemplate("BaseInputTemplate", props.registry, props.options);
  // eslint-disable-next-line react-hooks/static-components
  return <BaseInput {...props} />;
}
