import { useState } from "react";
import { Button, ButtonGroup } from "@blueprintjs/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoadingBar } from "./LoadingBar.tsx";
import { createLoadingBarModel, type LoadingOutcome } from "./loadingBarModel.ts";

/** Timings that hold each state on screen, so a story can show it still. */
const HELD = { showAfterMs: 0, resolvedRemoveMs: 24 * 3600_000, rejectedRemoveMs: 24 * 3600_000 };

function Fixed({ outcomes }: { outcomes: (LoadingOutcome | "loading")[] }) {
  const [model] = useState(() => {
    const held = createLoadingBarModel(HELD);
    outcomes.forEach((_, i) => held.start(`request-${i}`));
    setTimeout(() => outcomes.forEach((outcome, i) => outcome !== "loading" && held.finish(`request-${i}`, outcome)), 10);
    return held;
  });
  return <LoadingBar model={model} />;
}

/** The strip at the top of the page: one segment per request slower than 500 ms. */
const meta: Meta<typeof Fixed> = {
  title: "Shell/LoadingBar",
  component: Fixed,
  parameters: { layout: "fullscreen" },
};
export default meta;

export const Loading: StoryObj<typeof Fixed> = { args: { outcomes: ["loading"] } };
export const Resolved: StoryObj<typeof Fixed> = { args: { outcomes: ["resolved"] } };
export const Rejected: StoryObj<typeof Fixed> = { args: { outcomes: ["rejected"] } };
export const SeveralRequests: StoryObj<typeof Fixed> = { args: { outcomes: ["loading", "resolved", "rejected", "loading"] } };

/** Real timings: shows after 500 ms, resolved stays 1000 ms, rejected 3000 ms. */
export const LiveTimings: StoryObj = {
  render: function Live() {
    const [model] = useState(() => createLoadingBarModel());
    const request = (ms: number, outcome: LoadingOutcome) => {
      const id = crypto.randomUUID();
      model.start(id);
      setTimeout(() => model.finish(id, outcome), ms);
    };
    return (
      <div style={{ paddingTop: 16 }}>
        <LoadingBar model={model} />
        <ButtonGroup>
          <Button text="Fast request (300 ms, never shown)" onClick={() => request(300, "resolved")} />
          <Button text="Slow request (2 s)" onClick={() => request(2000, "resolved")} />
          <Button intent="danger" text="Slow failing request (1.5 s)" onClick={() => request(1500, "rejected")} />
        </ButtonGroup>
      </div>
    );
  },
};
