/**
 * The bad inputs of the probe (issue 13), each list a family a mutation draws from by index.
 * Strings for the query and path are sent as they are (percent-encoded by the request builder
 * unless the family says otherwise); body values go through JSON.
 */

/** Of a type the field does not take (the probe tries them in turn). */
export const WRONG_TYPES: unknown[] = [123, "text", true, null, [], {}, 1.5, -1, [1, "a"], { nested: { deeper: 1 } }];
export const WRONG_TYPES_IN_QUERY = ["abc", "", "1.5", "-1", "true", "[]", "null", "{}", "1,2", "%"];

/** Numbers at and beyond the edges JavaScript, int32, int64 and PostgreSQL care about. */
export const BOUNDARY_NUMBERS: number[] = [
  0,
  -1,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
  1e21,
];
export const BOUNDARY_NUMBERS_IN_QUERY = [
  "0",
  "-1",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "1e400",
  "-1e400",
  "0x1F",
  "Infinity",
  "NaN",
  " 12",
  "12abc",
  "1e3",
  "00012",
  "+5",
  "1_000",
];

/** Lengths of the "huge and empty strings" (query strings stay under Node's 16 KB header limit). */
export const STRING_LENGTHS = [0, 1, 256, 1001, 4001, 20_000, 100_000];
export const QUERY_STRING_LENGTHS = [0, 1, 256, 1001, 4001, 7000];

/** NUL and odd Unicode, and text that means something to SQL, HTML, shells or templates. */
export const ODD_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "\u200b\u200d\ufeff",
  "\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67",
  "e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301",
  "\uffff\ufffe",
  "\r\n\t\u000b\u000c",
  "' OR '1'='1' --",
  "'; drop table accounts; --",
  "<script>alert(1)</script>",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "%00",
  "\\",
  "=cmd|' /C calc'!A0",
  "\u0085\u2028\u2029",
  "Ω≈ç√∫",
];

/** Path traversal and awkward names, for file names and path parameters. */
export const TRAVERSAL = [
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "/etc/passwd",
  "a/../../b",
  "....//....//etc/passwd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "CON",
  "file.jpg\u0000.exe",
  ".",
  "..",
  " ",
  "x".repeat(300),
];

/** Path parameter values sent raw (already percent-encoded where they need it). */
export const HOSTILE_PATH_SEGMENTS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "99999999999999999999",
  "2147483648",
  "0x10",
  "%20",
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "..",
  "%ZZ",
  "%F0%9F%98%80",
  "%ED%A0%80",
  "a".repeat(101),
  "a".repeat(3000),
  "null",
  "%27%20OR%201%3D1",
];

/** Bodies that are not JSON, or JSON of the wrong kind. */
export const MALFORMED_JSON = [
  "",
  "{",
  '{"a":}',
  "[1,]",
  '{"a":1}garbage',
  "\ufeff{}",
  "null",
  '"text"',
  "123",
  "[]",
  "NaN",
  "{'a': 1}",
  '{"a": 1, "a": 2}',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  `{"a":"${"\\ud800".repeat(3)}"}`,
  "\u0000",
];

/** `filters` query values that are not the object the paging contract takes. */
export const BAD_FILTERS = [
  "not json",
  "[]",
  "null",
  "123",
  '"text"',
  '{"unknownKey":1}',
  '{"search":{"$gt":""}}',
  '{"search":["a","b"]}',
  '{"a":',
  `{"search":"${"x".repeat(3000)}"}`,
  `${"[".repeat(40)}${"]".repeat(40)}`,
  '{"search":"\\u0000"}',
  '{"__proto__":{"x":1}}',
  "{}",
];

/** Content types the JSON operations do not take, and encodings they refuse. */
export const WRONG_CONTENT_TYPES: Array<Record<string, string>> = [
  { "content-type": "text/plain" },
  { "content-type": "application/xml" },
  { "content-type": "multipart/form-data; boundary=x" },
  { "content-type": "application/x-www-form-urlencoded" },
  { "content-type": "application/json; charset=latin1" },
  { "content-type": "application/json; charset=utf-16" },
  { "content-type": "application/json", "content-encoding": "gzip" },
  { "content-type": "application/json", "content-encoding": "br, identity" },
  { "content-type": "" },
  { "content-type": "application/json-patch+json" },
  { "content-type": "image/png" },
  { "content-type": "text/csv" },
];

/** Field names a body should not be able to sneak in. */
export const UNKNOWN_FIELDS = [
  "zzUnknown",
  "__proto__",
  "constructor",
  "prototype",
  "x".repeat(3000),
  "a.b",
  "",
  "id",
  "password_hash",
  "\u00e5\u00e4\u00f6",
];
