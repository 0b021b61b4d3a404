import { Fragment } from 'react';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '@trust/shared';

/** Renders a snippet with <mark> tags as text with marked words: never as HTML. */
export function Highlighted({ text }: { text: string }) {
  const parts = text.split(HIGHLIGHT_START);
  return (
    <>
      {parts.map((part, i) => {
        if (i === 0) return <Fragment key={i}>{part}</Fragment>;
        const end = part.indexOf(HIGHLIGHT_END);
        if (end < 0) return <Fragment key={i}>{part}</Fragment>;
        return (
          <Fragment key={i}>
            <mark>{part.slice(0, end)}</mark>
            {part.slice(end + HIGHLIGHT_END.length)}
          </Fragment>
        );
      })}
    </>
  );
}
