import { Classes } from "@blueprintjs/core";
import type { ObjectFieldTemplateProps } from "@rjsf/utils";

/** An object's fields; a nested object (a dialog part such as Design or SEO) as a titled fieldset. */
export function ObjectFieldTemplate({ title, properties, fieldPathId, className }: ObjectFieldTemplateProps) {
  const content = properties.filter((p) => !p.hidden).map((p) => p.content);
  const isRoot = fieldPathId.path.length === 0;
  if (isRoot) return <div className={className}>{content}</div>;
  return (
    <fieldset id={fieldPathId.$id} className={`screen-form-part ${className ?? ""}`} style={{ border: 0, padding: 0, margin: "16px 0 0" }}>
      {title && (
        <legend className={Classes.HEADING} style={{ fontSize: 16, marginBottom: 8 }}>
          {title}
        </legend>
      )}
      {content}
    </fieldset>
  );
}
