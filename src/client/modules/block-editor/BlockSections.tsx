import { useId, useState, type ReactNode } from "react";
import { Button, Collapse } from "@blueprintjs/core";

export interface BlockSection {
  id: string;
  label: string;
  content: ReactNode;
}

export interface BlockSectionsProps {
  sections: readonly BlockSection[];
  /** The section open at first; the first one when not given. */
  initialOpen?: string;
}

/**
 * The block editor's drop-downs (spec part 2 "CMS"): collapsible sections, one open at a time,
 * the first labelled General. Each header is a button saying whether its section is open.
 */
export function BlockSections({ sections, initialOpen }: BlockSectionsProps) {
  const baseId = useId();
  const [open, setOpen] = useState<string | null>(initialOpen ?? sections[0]?.id ?? null);
  return (
    <div className="block-sections">
      {sections.map((section) => {
        const isOpen = open === section.id;
        const panelId = `${baseId}-${section.id}`;
        return (
          <section key={section.id} className="block-section">
            <h3 className="block-section-heading">
              <Button
                variant="minimal"
                fill
                alignText="start"
                icon={isOpen ? "chevron-down" : "chevron-right"}
                aria-expanded={isOpen}
                aria-controls={panelId}
                text={section.label}
                onClick={() => setOpen(isOpen ? null : section.id)}
              />
            </h3>
            <Collapse isOpen={isOpen}>
              <div id={panelId} className="block-section-body">
                {section.content}
              </div>
            </Collapse>
          </section>
        );
      })}
    </div>
  );
}
