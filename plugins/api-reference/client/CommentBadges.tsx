/**
 * Stands in for upstream's CommentBadges (an alias, see OWN_COMPONENTS in ../aliases.ts): the same
 * badges of a comment's modifier tags (`@experimental`, `@beta`, ...), in a <span>, since upstream's
 * <div> sits inside a member's <h3>, where HTML allows no block element.
 */
import React from 'react';

interface Commented {
  modifierTags?: string[];
}

function colourOf(tag: string): string {
  if (tag === '@beta' || tag === '@experimental') return 'warning';
  return tag === '@alpha' ? 'danger' : 'info';
}

export function isCommentWithModifiers(comment: Commented | undefined): boolean {
  return Boolean(comment?.modifierTags && comment.modifierTags.length > 0);
}

export function CommentBadges({comment}: {comment: Commented}): JSX.Element {
  return (
    <span className="badge-group">
      {(comment.modifierTags ?? []).map((tag) => (
        <span key={tag} className={`badge badge--${colourOf(tag)}`}>
          {tag.slice(1)}
        </span>
      ))}
    </span>
  );
}
