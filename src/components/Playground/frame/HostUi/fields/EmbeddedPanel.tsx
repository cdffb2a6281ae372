import React from 'react';
import type {AnyDialog} from '../store';
import {text} from '../read';

/** An iframe or module dialog: what a chayns host would load there (the preview has no network), and its input. */
export function EmbeddedPanel({config}: {config: AnyDialog}): JSX.Element {
  const input = config.dialogInput === undefined ? undefined : JSON.stringify(config.dialogInput);
  return (
    <div className="host-panel">
      <p>
        {config.type === 'iframe'
          ? `A chayns host would load ${text(config.url) ?? 'a page'} here.`
          : `A chayns host would load the module ${text(config.system?.module) ?? '?'} of ${
              text(config.system?.scope) ?? '?'
            } from ${text(config.system?.url) ?? '?'} here.`}
      </p>
      {input ? (
        <p>
          Its input: <code>{input.length > 200 ? `${input.slice(0, 200)}…` : input}</code>
        </p>
      ) : null}
    </div>
  );
}
