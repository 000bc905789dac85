import { useState } from "react";
import { Button, Classes, Icon, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { MediaDraft } from "./folderDraft.ts";
import { thumbnailUrl, type MediaSortMethod } from "./mediaTypes.ts";

export interface MediaListProps {
  media: readonly MediaDraft[];
  /** The folder's sort method: an order set here shows only under custom order. */
  sortMethod: MediaSortMethod;
  onMove(from: number, to: number): void;
  onOpen(item: MediaDraft): void;
  onDelete(item: MediaDraft): void;
}

/**
 * The folder's media in their order, each with its thumbnail and download count. The order
 * changes by dragging an item onto another's place, or by its arrow buttons from the keyboard;
 * either marks the folder's form dirty.
 */
export function MediaList({ media, sortMethod, onMove, onOpen, onDelete }: MediaListProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  if (media.length === 0) return <p className={Classes.TEXT_MUTED}>{t("mediaManager.media.empty")}</p>;

  return (
    <>
      <p className={Classes.TEXT_MUTED}>
        {t("mediaManager.media.orderHint")}
        {sortMethod !== "custom" && ` ${t("mediaManager.media.orderNotShown")}`}
      </p>
      <ol className="media-list" aria-label={t("mediaManager.media.heading")}>
        {media.map((item, index) => {
          const name = item.name || t("mediaManager.media.unnamed");
          return (
            <li
              key={item.key}
              className={`media-list-item${over === index && dragged !== index ? " media-list-item-over" : ""}`}
              draggable
              data-testid="media-item"
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", item.key);
                setDragged(index);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) onMove(dragged, index);
                setDragged(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
            >
              <Icon icon="drag-handle-vertical" aria-hidden className="media-list-handle" />
              {item.thumbnail ? (
                <img className="media-list-thumbnail" src={thumbnailUrl(item.thumbnail)} alt="" loading="lazy" />
              ) : (
                <span className="media-list-thumbnail media-list-no-thumbnail">
                  <Icon icon="media" aria-hidden />
                </span>
              )}
              <span className="media-list-text">
                <strong>{name}</strong>
                <span className={Classes.TEXT_MUTED}>{t("mediaManager.media.downloads", { count: item.downloadedTimes })}</span>
                {!item.id && <Tag minimal>{t("mediaManager.media.notSaved")}</Tag>}
              </span>
              <Button
                variant="minimal"
                icon="arrow-up"
                aria-label={t("mediaManager.media.moveUp", { name })}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              />
              <Button
                variant="minimal"
                icon="arrow-down"
                aria-label={t("mediaManager.media.moveDown", { name })}
                disabled={index === media.length - 1}
                onClick={() => onMove(index, index + 1)}
              />
              <Button variant="minimal" icon="edit" aria-label={t("mediaManager.media.edit", { name })} onClick={() => onOpen(item)} />
              <Button
                variant="minimal"
                icon="trash"
                intent="danger"
                aria-label={t("mediaManager.media.delete", { name })}
                onClick={() => onDelete(item)}
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}
