import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { untranslatedText } from "@/lint/untranslated-text.mjs";

/** The rule's reports on one TSX file, as ESLint runs it in `npm run lint`. */
function reports(code: string, allow: string[] = []): string[] {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.tsx"],
        languageOptions: { parser: tseslint.parser as never, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { i18n: { rules: { "untranslated-text": untranslatedText } } },
        rules: { "i18n/untranslated-text": ["error", { allow }] },
      },
    ],
    "page.tsx",
  );
  return messages.map((message) => message.message);
}

describe("the untranslated-text lint rule", () => {
  it("finds words written into the markup and into read attributes", () => {
    const found = reports(`
      export const Page = () => (
        <section aria-label="Listings">
          <h1>Homes in Patia</h1>
          <input placeholder={"Search a locality"} />
          <img alt={\`Photo of \${"x"}\`} />
        </section>
      );
    `);
    expect(found).toEqual([
      'Text outside the catalogue: "Listings". Put it in messages/<language>/ and read it with t().',
      'Text outside the catalogue: "Homes in Patia". Put it in messages/<language>/ and read it with t().',
      'Text outside the catalogue: "Search a locality". Put it in messages/<language>/ and read it with t().',
      'Text outside the catalogue: "Photo of". Put it in messages/<language>/ and read it with t().',
    ]);
  });

  it("leaves catalogue reads, props, punctuation, figures and allowed names alone", () => {
    const found = reports(
      `
      export const Card = ({ title, t }: { title: string; t: (k: string) => string }) => (
        <article aria-label={t("card")} className="grid">
          <h2>{title}</h2>
          <p>{t("perMonth")} · ₹ 12,000 / 2</p>
          <span>BHK</span>
        </article>
      );
    `,
      ["BHK"],
    );
    expect(found).toEqual([]);
  });
});
