import { Fragment, useSyncExternalStore } from "react";
import { dialogStack } from "./dialogStack.ts";

/** Renders the generic dialogs opened with confirmDialog, noticeDialog and textAreaDialog; mount once. */
export function DialogHost() {
  const entries = useSyncExternalStore(dialogStack.subscribe, dialogStack.getSnapshot, dialogStack.getSnapshot);
  return (
    <>
      {entries.map((entry) => (
        <Fragment key={entry.id}>{entry.render({ isOpen: entry.isOpen, level: entry.level })}</Fragment>
      ))}
    </>
  );
}
