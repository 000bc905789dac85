import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { pointAt, withPoint, type ImagePoint } from "./imagePoints.ts";

export interface ImagePointsPreviewProps {
  points: readonly ImagePoint[];
  /** The image's stored name, said in the box (the editor has no address to load it from). */
  imageName?: string;
  onChange(points: ImagePoint[]): void;
}

/**
 * The informative image's point preview (spec part 2 "CMS"): its points where they sit on the
 * image, numbered as in the form below; a click places a new one there (in percent, two
 * decimals), Enter or Space places one in the middle, to be moved in the form.
 */
export function ImagePointsPreview({ points, imageName, onChange }: ImagePointsPreviewProps) {
  const { t } = useTranslation();
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard press clicks with no pointer position (detail 0).
    const point =
      event.detail === 0
        ? { horizontalPos: 50, verticalPos: 50 }
        : pointAt(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
    onChange(withPoint(points, point));
  };
  return (
    <div className="image-points">
      <button type="button" className="image-points-box" aria-label={t("blockEditor.points.place")} onClick={place}>
        <span className="image-points-name">{imageName ?? t("blockEditor.points.noImage")}</span>
        {points.map((point, index) => (
          <span
            key={index}
            className="image-points-marker"
            style={{ left: `${point.horizontalPos}%`, top: `${point.verticalPos}%` }}
            title={t("blockEditor.points.at", { number: index + 1, x: point.horizontalPos, y: point.verticalPos })}
          >
            {index + 1}
          </span>
        ))}
      </button>
      <p className="image-points-help">{t("blockEditor.points.help")}</p>
    </div>
  );
}
