import { useEffect, useState } from "react";

/** How long the success tick shows after an upload (spec part 2 section 9). */
export const SUCCESS_TICK_MS = 3000;

/**
 * One upload field's flags (spec part 2 section 4 "File upload"): uploading while the file is
 * sent, then a success tick for 3 seconds.
 */
export function useFileUpload() {
  const [isUploading, setUploading] = useState(false);
  const [tickShownAt, setTickShownAt] = useState<number | null>(null);

  useEffect(() => {
    if (tickShownAt === null) return;
    const timer = setTimeout(() => setTickShownAt(null), SUCCESS_TICK_MS);
    return () => clearTimeout(timer);
  }, [tickShownAt]);

  /** Runs the upload with the flags; true when it succeeded. */
  async function run(upload: () => Promise<void>): Promise<boolean> {
    setUploading(true);
    setTickShownAt(null);
    try {
      await upload();
      setTickShownAt(Date.now());
      return true;
    } catch {
      return false;
    } finally {
      setUploading(false);
    }
  }

  return { isUploading, isTickShown: tickShownAt !== null, run };
}
