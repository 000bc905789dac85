import { createElement, type ReactElement } from "react";
import { Intent, OverlayToaster, Position, type Toaster } from "@blueprintjs/core";
import { ErrorIcon, InfoSignIcon, TickIcon, WarningSignIcon } from "@blueprintjs/icons";
import i18next from "i18next";
import { renderToaster } from "./toasterRoot.ts";

/** Notifications close by themselves after 5000 ms (spec part 1, section 9). */
export const TOAST_TIMEOUT_MS = 5000;

let toaster: Promise<Toaster> | undefined;

/** Created on first use so that importing this module renders nothing (tests, stories, SSR-less start). */
function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create(
    { position: Position.TOP, maxToasts: 5, className: "app-toaster" },
    { domRenderer: (element, container) => renderToaster(element, container, () => (toaster = undefined)) },
  );
  return toaster;
}

function show(intent: Intent, icon: ReactElement, message: string) {
  void getToaster().then((instance) => instance.show({ message, intent, icon, timeout: TOAST_TIMEOUT_MS }));
}

function translated(key: string): string {
  return i18next.isInitialized ? i18next.t(key) : key;
}

/**
 * Top-centre toasts (docs/client-conventions.md). Without a text each shows the default notice
 * of the error catalogue: 'Operation successful.', 'Warning!', 'Information is missing.',
 * 'An error occurred.'.
 */
export const toast = {
  success: (text?: string) => show(Intent.SUCCESS, createElement(TickIcon), text ?? translated("errors.notices.success")),
  warning: (text?: string) => show(Intent.WARNING, createElement(WarningSignIcon), text ?? translated("errors.notices.warning")),
  info: (text?: string) => show(Intent.PRIMARY, createElement(InfoSignIcon), text ?? translated("errors.notices.info")),
  error: (text?: string) => show(Intent.DANGER, createElement(ErrorIcon), text ?? translated("errors.notices.error")),
};
