import { FormGroup, TextArea } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { TextField } from "../common/TextField.tsx";
import { VIDEO_TEXTS, type VideoText } from "./videoDraft.ts";

const LIMITS = maxLengths.VideoInput;
// The long texts get a text area; header and quoter are one line.
const MULTILINE: ReadonlySet<VideoText> = new Set(["preamble", "quote"]);

export interface VideoTextFieldsProps {
  /** Prefix of the inputs' ids (one set per version). */
  idPrefix: string;
  texts: Readonly<Record<VideoText, string>>;
  onChange(field: VideoText, value: string): void;
  /** The label of a text ("Header", or "Header (Svenska)" in a version). */
  labelOf(field: VideoText): string;
  /** The server's message for a text after a refused save. */
  errorOf(field: VideoText): string | undefined;
}

/** A video's four texts (header, preamble, quote, quoter), in general or for one site's version. */
export function VideoTextFields({ idPrefix, texts, onChange, labelOf, errorOf }: VideoTextFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {VIDEO_TEXTS.map((field) => {
        const id = `${idPrefix}-${field}`;
        const error = errorOf(field);
        if (!MULTILINE.has(field))
          return (
            <TextField
              key={field}
              id={id}
              label={labelOf(field)}
              value={texts[field]}
              maxLength={LIMITS[field]}
              error={error}
              onChange={(value) => onChange(field, value)}
            />
          );
        const helperId = `${id}-help`;
        return (
          <FormGroup
            key={field}
            label={labelOf(field)}
            labelFor={id}
            intent={error ? "danger" : "none"}
            helperText={<span id={helperId}>{error ?? t("common.form.maxLength", { max: LIMITS[field] })}</span>}
          >
            <TextArea
              id={id}
              fill
              rows={3}
              value={texts[field]}
              maxLength={LIMITS[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={helperId}
              intent={error ? "danger" : "none"}
              onChange={(event) => onChange(field, event.target.value)}
            />
          </FormGroup>
        );
      })}
    </>
  );
}
