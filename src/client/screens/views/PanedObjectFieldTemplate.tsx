import { Icon, Tab, Tabs } from "@blueprintjs/core";
import type { ObjectFieldTemplateProps } from "@rjsf/utils";
import { ObjectFieldTemplate } from "../../forms/blueprint-theme/index.ts";

/** A pane of the form as the dialog hands it over in the root's ui:options (titles translated). */
export interface FormPane {
  id: string;
  title: string;
  fields: readonly string[];
}

/**
 * The form's root object split into tabs, one per pane of the dialog (e.g. the 'information'
 * pane); every pane stays mounted so the whole form is validated and sent at once. A tab whose
 * fields have errors is marked. Nested objects render as the theme's fieldsets.
 */
export function PanedObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const panes = props.uiSchema?.["ui:options"]?.panes as readonly FormPane[] | undefined;
  if (props.fieldPathId.path.length > 0 || !panes?.length) return <ObjectFieldTemplate {...props} />;
  const byName = new Map(props.properties.filter((p) => !p.hidden).map((p) => [p.name, p.content]));
  const hasErrors = (pane: FormPane) => pane.fields.some((field) => Boolean(props.errorSchema?.[field]?.__errors?.length));
  return (
    <Tabs id={`${props.fieldPathId.$id}-panes`} defaultSelectedTabId={panes[0]!.id} renderActiveTabPanelOnly={false}>
      {panes.map((pane) => (
        <Tab
          key={pane.id}
          id={pane.id}
          title={
            <>
              {pane.title}
              {hasErrors(pane) && <Icon icon="error" intent="danger" size={12} style={{ marginLeft: 4 }} />}
            </>
          }
          panel={<div className={props.className}>{pane.fields.map((field) => byName.get(field))}</div>}
        />
      ))}
    </Tabs>
  );
}
