/**
 * Translations (issue 18) at size: 20,000 keys × 8 languages (about a tenth of the texts missing
 * in each language), on PostgreSQL. Timed through the app (inject: routing, validation,
 * serialisation included) and bare (the same statements straight on the database):
 *   - a page of 100 keys with all 8 languages, the first and a deep one (budget p50 ≤ 5 ms);
 *   - the no-translation filter for one language (budget p50 ≤ 15 ms);
 *   - an import of 20,000 rows into one language as a dry run (≤ 2 s) and as a commit (≤ 3 s),
 *     each commit changing every text.
 * A scratch database is created on the given server and dropped at the end.
 *
 * Usage: npx tsx bench/translations.ts --database-url postgres://postgres@127.0.0.1:5432/postgres [--samples 50]
 */
import { sql } from "kysely";
import { buildApp } from "../src/server/app.ts";
import { hashPassword } from "../src/server/auth/password.ts";
import { readConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/database.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { diffImport, importedCodes, importWrites } from "../src/server/domain/translation-import.ts";
import { countTotal } from "../src/server/routes/paging.ts";
import { translationIdPage, translationPage, translationRequest } from "../src/server/routes/translations/translation-list.ts";
import { storedTexts, writeTexts } from "../src/server/routes/translations/translation-store.ts";
import { createScratchDatabase, summarise } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.required(
  "--database-url",
  "Usage: npx tsx bench/translations.ts --database-url postgres://... [--samples 50]",
  process.env.TEST_DATABASE_URL,
);
const samples = options.number("--samples", 50);
const KEYS = 20_000;
const LANGUAGES = ["da", "de", "en", "fi", "fr", "nb", "nl", "sv"];
const PASSWORD = "bench-password-123";

const scratch = await createScratchDatabase(serverUrl);
const database = await openDatabase({ url: scratch.url });
try {
  await migrate(database);
  const db = database.db;
  console.log(`Seeding ${KEYS} keys × ${LANGUAGES.length} languages...`);
  await sql`insert into sites (name, language_code, slug, is_active)
    select 'Site ' || l, l, 'bench-' || l, true from unnest(${LANGUAGES}::text[]) l`.execute(db);
  await sql`insert into translations (code, is_partner_page)
    select 'bench.key.' || lpad(i::text, 5, '0'), i % 20 = 0 from generate_series(1, ${KEYS}) i`.execute(db);
  await sql`insert into translation_texts (translation_id, language_code, text)
    select t.id, l, 'Text of ' || t.code || ' in ' || l
    from translations t cross join unnest(${LANGUAGES}::text[]) l
    where abs(hashtext(t.code || l)) % 10 <> 0`.execute(db);
  await sql`vacuum analyze`.execute(db);

  const app = await buildApp({ config: { ...readConfig({}), clientDir: "/nonexistent" }, database, logger: false });
  await db
    .insertInto("accounts")
    .values({
      email: "bench@test.example",
      firstname: "Bench",
      lastname: "Translator",
      password_hash: await hashPassword(PASSWORD),
      permissions: [],
      language_permissions: ["all"],
    })
    .execute();
  const login = await app.inject({
    method: "POST",
    url: "/users/login",
    payload: { email: "bench@test.example", password: PASSWORD },
    headers: { "sec-fetch-site": "same-origin" },
  });
  const cookie = String(login.headers["set-cookie"]).split(";")[0]!;
  const headers = { cookie, "sec-fetch-site": "same-origin" };

  const time = async (label: string, n: number, run: () => Promise<void>) => {
    await run(); // warm
    const taken: number[] = [];
    for (let i = 0; i < n; i++) {
      const started = performance.now();
      await run();
      taken.push(performance.now() - started);
    }
    return summarise(label, taken);
  };
  const page =
    (filters: object, extra = "") =>
    async () => {
      const answer = await app.inject({
        method: "GET",
        url: `/cms/translations/get-by-page?count=100&filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`,
        headers,
      });
      if (answer.statusCode !== 200) throw new Error(answer.body);
    };
  const barePage =
    (filters: object, pageNumber = 1) =>
    async () => {
      const request = translationRequest({ filters: JSON.stringify(filters) });
      await translationIdPage(db, request, { offset: (pageNumber - 1) * 100, limit: 100 }).page.execute();
    };

  const bareTotal = (filters: object) => async () => {
    const request = translationRequest({ filters: JSON.stringify(filters) });
    await countTotal(db, translationIdPage(db, request, { offset: 0, limit: 100 }).matching);
  };
  const all = { languages: LANGUAGES };
  const lines = [
    await time("page 1, 8 languages (app)", samples, page(all)),
    await time("page 1, ids only (bare SQL)", samples, barePage(all)),
    await time("page 1, total (bare SQL, capped count)", samples, bareTotal(all)),
    await time("page 1, the whole page without HTTP (translationPage)", samples, async () => {
      await translationPage(db, { filters: JSON.stringify(all), count: 100 });
    }),
    await time("page 150, 8 languages (app)", samples, page(all, "&page=150")),
    await time("no translation in fi, page 1 (app)", samples, page({ ...all, noTranslation: "fi" })),
    await time("no translation in fi, ids only (bare SQL)", samples, barePage({ ...all, noTranslation: "fi" })),
    await time("no translation in fi, total (bare SQL)", samples, bareTotal({ ...all, noTranslation: "fi" })),
    await time("search 'key.1234' (app)", samples, page({ ...all, search: "key.1234" })),
  ];

  const codes = (await db.selectFrom("translations").select("code").orderBy("code").execute()).map((r) => r.code);
  let round = 0;
  const rowsOf = () => codes.map((code) => ({ code, languageCode: "de", text: `Round ${round} text of ${code}` }));
  const importOnce = (dryRun: boolean) => async () => {
    round++;
    const answer = await app.inject({
      method: "POST",
      url: "/cms/translations-import/import",
      payload: { languageCode: "de", rows: rowsOf(), dryRun },
      headers,
    });
    if (answer.statusCode !== 200) throw new Error(answer.body.slice(0, 300));
  };
  const bareImport = (dryRun: boolean) => async () => {
    round++;
    const rows = rowsOf();
    const wanted = importedCodes(rows, "de");
    if (dryRun) {
      diffImport(rows, "de", await storedTexts(db, "de", wanted));
      return;
    }
    await db.transaction().execute(async (trx) => {
      await writeTexts(trx, "de", importWrites(diffImport(rows, "de", await storedTexts(trx, "de", wanted))));
    });
  };
  const importSamples = options.flag("--pages-only") ? 0 : Math.max(3, Math.round(samples / 10));
  if (importSamples > 0)
    lines.push(
      await time(`import ${KEYS} rows, dry run (app)`, importSamples, importOnce(true)),
      await time(`import ${KEYS} rows, dry run (read + diff, no HTTP)`, importSamples, bareImport(true)),
      await time(`import ${KEYS} rows, commit (app)`, importSamples, importOnce(false)),
      await time(`import ${KEYS} rows, commit (read + diff + write, no HTTP)`, importSamples, bareImport(false)),
    );
  console.log(`\n${lines.join("\n")}`);
  await app.close();
} finally {
  await database.close().catch(() => undefined);
  await scratch.drop();
}
