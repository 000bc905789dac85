import { describe, expect, it } from "vitest";
import { escapeHtml, PREVIEW_HEADERS, renderBlockPreviewPage, safeHref } from "./block-preview-page.ts";

describe("block preview page", () => {
  it("escapes plain text and keeps the sanitised rich text", () => {
    const html = renderBlockPreviewPage({
      class: "text_story",
      data: {
        header: '<script>alert("h")</script>',
        text: '<p>Sleep <strong>well</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
      },
    });
    expect(html).toContain("<h1>&lt;script&gt;alert(&quot;h&quot;)&lt;/script&gt;</h1>");
    expect(html).toContain('<div class="text"><p>Sleep <strong>well</strong></p></div>');
    expect(html).not.toMatch(/<script|onerror/i);
  });

  it("links only to safe addresses and names images without fetching them", () => {
    const html = renderBlockPreviewPage({
      class: "split_block",
      image: { identifier: 'bed".jpg' },
      data: { linkUrl: "javascript:alert(1)", linkText: "Read" },
    });
    expect(html).toContain('<figure class="image" data-identifier="bed&quot;.jpg">bed&quot;.jpg</figure>');
    expect(html).toContain("<p>Read</p>");
    expect(html).not.toContain("javascript:");
    expect(renderBlockPreviewPage({ class: "text_header", data: { linkUrl: "/beds", linkText: "Beds" } })).toContain(
      '<a href="/beds">Beds</a>',
    );
  });

  it("renders lists of cells and plain values, and only valid design values", () => {
    const html = renderBlockPreviewPage({
      class: "image_list",
      data: { cells: [{ header: "One" }, { header: "Two" }], offers: ["nightcap"] },
      design: { cssClass: "wide", backgroundColor: "red;background:url(x)", textAlign: "center", spacingTop: 20 },
    });
    expect(html).toContain('<div class="cell"><h2>One</h2></div><div class="cell"><h2>Two</h2></div>');
    expect(html).toContain('<ul class="offers"><li>nightcap</li></ul>');
    expect(html).toContain('class="block block-image_list wide" style="text-align:center;padding-top:20px"');
  });

  it("lets only this app frame the page, which may load nothing from outside", () => {
    expect(PREVIEW_HEADERS["x-frame-options"]).toBe("SAMEORIGIN");
    expect(PREVIEW_HEADERS["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(PREVIEW_HEADERS["content-security-policy"]).toContain("default-src 'none'");
  });

  it("escapes and filters helpers' inputs", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(safeHref("https://example.org")).toBe("https://example.org");
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref(" JavaScript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,x")).toBeNull();
    expect(safeHref(42)).toBeNull();
  });
});
