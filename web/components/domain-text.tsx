import { Fragment } from 'react';

/**
 * A domain or URL that may wrap: the browser breaks it after a dot, hyphen or slash ("bathroom-design-ideas.
 * example.com") rather than inside a word, and only mid-word when one part alone is wider than the space.
 */
export function DomainText({ children }: { children: string }) {
  const parts = children.split(/(?<=[./-])/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        // Parts can repeat ("www."), so a part's place is its identity.
        <Fragment key={index}>
          {part}
          {/* Inline said outright: a name computed from the text (a heading's, a region's) stays "a-site.com", never "a- site. com". */}
          {index < parts.length - 1 ? <wbr style={{ display: 'inline' }} /> : null}
        </Fragment>
      ))}
    </span>
  );
}
