import { useState } from "react";
import { Button, Code } from "@blueprintjs/core";

/** Stories: a button that opens a dialog the imperative way and shows what its promise resolved with. */
export function OpenAndShowAnswer({ open }: { open(): Promise<unknown> }) {
  const [answer, setAnswer] = useState<string>("–");
  return (
    <p>
      <Button text="Open" onClick={async () => setAnswer(JSON.stringify(await open()) ?? "undefined")} /> Answer: <Code>{answer}</Code>
    </p>
  );
}
