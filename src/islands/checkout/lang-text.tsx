/** One text in every language, for a page served once for all of them. */
export type LangTexts = ReadonlyArray<{ lang: string; text: string }>;

/**
 * The same text in every language, in the page's static HTML: global.css `.ui-lang` shows only the one
 * `<html data-ui-lang>` names, which the page's first script sets before the body is painted. Server-rendered only
 * (the page's static frame): the island renders its texts in one language.
 */
export function InEveryLanguage({ texts }: { texts: LangTexts }) {
  return (
    <span className="ui-lang">
      {texts.map(({ lang, text }) => (
        <span key={lang} data-lang={lang} lang={lang}>
          {text}
        </span>
      ))}
    </span>
  );
}
