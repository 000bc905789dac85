import type { ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";

/**
 * Where the toasts render: a React root of their own in an element appended to the page
 * (OverlayToaster.create's domRenderer), kept here so that it can be taken away again.
 * Apart from toaster.ts so that tests which mock the toasts still get the real removeToaster.
 */
let rendered: { root: Root; container: Element | DocumentFragment; onRemove: () => void } | undefined;

/** Renders the toaster into the element; `onRemove` runs when removeToaster takes it away. */
export function renderToaster(element: ReactElement, container: Element | DocumentFragment, onRemove: () => void): void {
  rendered = { root: createRoot(container), container, onRemove };
  rendered.root.render(element);
}

/**
 * Unmounts the toasts and removes their element; the next toast creates them again. The client
 * tests call it after each test (clientTestSetup.ts): a toast still fading in or out when a
 * file's DOM is torn down would set state into a window that no longer exists (a CI run failed
 * on that "window is not defined").
 */
export function removeToaster(): void {
  if (!rendered) return;
  const { root, container, onRemove } = rendered;
  rendered = undefined;
  root.unmount();
  if (container instanceof Element) container.remove();
  onRemove();
}
