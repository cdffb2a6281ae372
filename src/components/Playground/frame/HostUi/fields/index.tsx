/** The fields of a dialog, one module per dialog kind (the sign-in dialog's name field is the dialog's own). */
import React, {useId} from 'react';
import type {AnyDialog} from '../store';
import {DateFields} from './DateFields';
import {EmbeddedPanel} from './EmbeddedPanel';
import {FileExplorerField, FileSelectField} from './FileFields';
import {InputField} from './InputField';
import {SelectField} from './SelectField';
import {SignaturePad} from './SignaturePad';

/** What the fields of one dialog kind get: an id to derive theirs from, the dialog, and where its answer goes. */
export interface FieldProps {
  id: string;
  config: AnyDialog;
  /** Keeps what the positive button answers. */
  setResult: (result: unknown) => void;
}

/** The fields of a dialog of one type; `setResult` keeps what the positive button answers. */
export function DialogFields({
  config,
  setResult,
}: {
  config: AnyDialog;
  setResult: (result: unknown) => void;
}): JSX.Element | null {
  const id = useId();
  switch (config.type) {
    case 'input':
      return <InputField id={id} config={config} setResult={setResult} />;
    case 'select':
      return <SelectField id={id} config={config} setResult={setResult} />;
    case 'date':
      return <DateFields id={id} config={config} setResult={setResult} />;
    case 'signature':
      return <SignaturePad onChange={setResult} />;
    case 'fileSelect':
      return <FileSelectField id={id} config={config} setResult={setResult} />;
    case 'fileExplorer':
      return <FileExplorerField id={id} config={config} setResult={setResult} />;
    case 'iframe':
    case 'module':
      return <EmbeddedPanel config={config} />;
    default:
      return null;
  }
}
