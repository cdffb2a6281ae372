import React, {useEffect, useState} from 'react';
import type {FieldProps} from '.';

/** A select dialog's list: radio buttons, or checkboxes when the app allows several; answers the ids picked. */
export function SelectField({id, config, setResult}: FieldProps): JSX.Element {
  const [selected, setSelected] = useState<(number | string)[]>(() =>
    (config.list ?? []).filter((item) => item.isSelected).map((item) => item.id),
  );
  useEffect(() => {
    setResult(selected);
  }, [selected, setResult]);
  const multi = Boolean(config.multiselect);
  return (
    <fieldset className="host-choices">
      <legend>{multi ? 'Choose any' : 'Choose one'}</legend>
      {(config.list ?? []).map((item) => (
        <label key={String(item.id)}>
          <input
            type={multi ? 'checkbox' : 'radio'}
            name={`${id}-select`}
            checked={selected.includes(item.id)}
            disabled={item.disabled}
            onChange={(event) =>
              setSelected((now) =>
                multi ? (event.target.checked ? [...now, item.id] : now.filter((one) => one !== item.id)) : [item.id],
              )
            }
          />{' '}
          {item.name ?? String(item.id)}
          {item.subtitle ? <span className="host-muted"> – {item.subtitle}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
