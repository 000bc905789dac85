import { useId } from "react";
import { blockDataSchemaNames } from "../../../shared/api/blockDataSchemas.ts";
import type { BlockClass } from "./blockTypes.ts";
import { IMAGE_CELL_ROWS, itemSchemaName, schemaFieldLimits, VIDEO_CELL_ROWS, type TemplateRow } from "./blockTemplates.ts";
import { cellsOf } from "./cellList.ts";
import { CellListEditor } from "./CellListEditor.tsx";
import { TemplateRows } from "./TemplateRows.tsx";

export interface BlockTemplateFormProps {
  blockClass: BlockClass;
  rows: readonly TemplateRow[];
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  isReadOnly?: boolean;
  /** The site (language) of the block: a video chosen for a cell brings its texts in that language. */
  siteId?: number;
}

/**
 * A hand-made template (text header, text story, video; image list, video list and slideshow
 * with their cells or slides in a compact list): the class's fields laid out as an editor writes them.
 */
export function BlockTemplateForm({ blockClass, rows, data, onChange, isReadOnly, siteId }: BlockTemplateFormProps) {
  const baseId = useId();
  const schemaName = blockDataSchemaNames[blockClass];
  return (
    <TemplateRows
      schemaName={schemaName}
      rows={rows}
      data={data}
      onChange={onChange}
      idPrefix={baseId}
      isReadOnly={isReadOnly}
      renderField={(field) =>
        field.kind === "imageCells" || field.kind === "videoCells" ? (
          <CellListEditor
            key={field.key}
            fieldKey={field.key}
            cellRows={field.kind === "videoCells" ? VIDEO_CELL_ROWS : IMAGE_CELL_ROWS}
            isVideo={field.kind === "videoCells"}
            schemaName={itemSchemaName(blockClass, field.key)}
            maxItems={schemaFieldLimits(schemaName, field).maxItems}
            cells={cellsOf(data[field.key])}
            onChange={(cells) => onChange({ ...data, [field.key]: cells })}
            isReadOnly={isReadOnly}
            siteId={siteId}
          />
        ) : undefined
      }
    />
  );
}
