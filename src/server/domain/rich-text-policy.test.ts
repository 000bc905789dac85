import { describe, expect, it } from "vitest";
import { RICH_TEXT_KEYS, sanitizeBlockData, sanitizeRichText } from "./rich-text-policy.ts";

describe("rich text policy", () => {
  it("keeps the formatting the editor makes", () => {
    const html =
      '<p class="lead">Our <strong>beds</strong> are <em>hand made</em>.</p><ul><li>Wool</li><li>Horsehair</li></ul><h2>Care</h2>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<a href="https://example.org/beds" title="Beds">beds</a>')).toBe(
      '<a href="https://example.org/beds" title="Beds">beds</a>',
    );
    expect(sanitizeRichText('<a href="/beds">beds</a> <a href="mailto:info@example.org">mail</a>')).toBe(
      '<a href="/beds">beds</a> <a href="mailto:info@example.org">mail</a>',
    );
  });

  it("drops script and style elements with their content", () => {
    expect(sanitizeRichText("<p>Hi</p><script>alert(1)</script>")).toBe("<p>Hi</p>");
    expect(sanitizeRichText("<style>body{display:none}</style>Text")).toBe("Text");
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe>ok')).toBe("ok");
  });

  it("drops event handlers and unknown attributes", () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red">x</p>')).toBe("<p>x</p>");
    expect(sanitizeRichText('<img src=x onerror="alert(1)">')).toBe("");
    expect(sanitizeRichText('<span class="highlight evil">x</span>')).toBe('<span class="highlight">x</span>');
  });

  it("drops javascript:, data: and protocol-relative links but keeps the text", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="java&#x09;script:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="//evil.example/">x</a>')).toBe("<a>x</a>");
  });

  it("makes a link that opens a new window unable to reach its opener", () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/" target="top">x</a>')).toBe('<a href="/">x</a>');
  });

  it("escapes stray markup characters as text", () => {
    expect(sanitizeRichText("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
  });

  it("sanitises every rich-text key at any depth of block data and leaves the rest", () => {
    const data = {
      header: "<b>kept as typed</b>",
      text: "<p>a</p><script>x</script>",
      cells: [{ preamble: '<p onclick="x">b</p>', linkUrl: "javascript:kept-here-the-renderer-refuses-it" }],
      points: [{ text: "<em>c</em><img src=x>", horizontalPos: 10 }],
      count: 3,
      flag: null,
    };
    expect(sanitizeBlockData(data)).toEqual({
      header: "<b>kept as typed</b>",
      text: "<p>a</p>",
      cells: [{ preamble: "<p>b</p>", linkUrl: "javascript:kept-here-the-renderer-refuses-it" }],
      points: [{ text: "<em>c</em>", horizontalPos: 10 }],
      count: 3,
      flag: null,
    });
    expect([...RICH_TEXT_KEYS].sort()).toEqual(["preamble", "text"]);
  });
});
