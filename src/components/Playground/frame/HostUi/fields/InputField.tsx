import React from 'react';
import type {FieldProps} from '.';
import {text} from '../read';

/** An input dialog's field: one line of the kind the app asked for, or a text area. */
export function InputField({id, config, setResult}: FieldProps): JSX.Element {
  const type = ['number', 'password', 'tel', 'text'].includes(config.inputType ?? '') ? config.inputType : 'text';
  const props = {
    id: `${id}-input`,
    placeholder: text(config.placeholder),
    defaultValue: config.defaultValue ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setResult(event.target.value),
    autoFocus: true,
  };
  return (
    <p className="host-field">
      <label htmlFor={props.id}>{text(config.placeholder) ?? 'Your input'}</label>
      {config.inputType === 'textarea' ? <textarea {...props} rows={3} /> : <input {...props} type={type} />}
    </p>
  );
}
