/**
 * A text in the page language, or, in the page's static HTML, the same text in every language: global.css `.ui-lang`
 * shows only the one `<html data-ui-lang>` names, which the page's first script sets before the body is painted.
 */
export type LangText = string | ReadonlyArray<{ lang: string; text: string }>;

interface Props {
  text: LangText;
  className: string;
  as?: 'span' | 'p';
}

/** One element holding `text`: the text itself, or one `<span data-lang lang>` per language inside a `.ui-lang`. */
export function LangTextBox({ text, className, as: Tag = 'span' }: Props) {
  if (typeof text === 'string') return <Tag className={className}>{text}</Tag>;
  return (
    <Tag className={`${className} ui-lang`}>
      {text.map(({ lang, text: inLang }) => (
        <span key={lang} data-lang={lang} lang={lang}>
          {inLang}
        </span>
      ))}
    </Tag>
  );
}
