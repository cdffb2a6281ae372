import React from 'react';
import type {AnyDialog} from '../store';
import type {FieldProps} from '.';
import {record, text} from '../read';

/** The files the host's fake file store offers. */
const FILES = [
  {filename: 'storefront.png', contentType: 'image/png', size: 48213},
  {filename: 'menu.pdf', contentType: 'application/pdf', size: 120532},
  {filename: 'opening-hours.txt', contentType: 'text/plain', size: 412},
];

function fileResult(file: (typeof FILES)[number], index: number) {
  return {
    id: index + 1,
    key: `simulated-file-${index + 1}`,
    filename: file.filename,
    contentType: file.contentType,
    size: file.size,
    modifyTime: '2026-06-01T09:00:00Z',
    personId: '132-45678',
    url: `https://bakery.chayns.site/files/${file.filename}`,
  };
}

function acceptsType(contentType: AnyDialog['contentType'], type: string): boolean {
  const accepted = (Array.isArray(contentType) ? contentType : contentType ? [contentType] : []).filter(Boolean);
  if (accepted.length === 0) return true;
  return accepted.some((pattern) => {
    const [kind, sub] = pattern.split('/');
    const [fileKind, fileSub] = type.split('/');
    return kind === fileKind && (sub === '*' || sub === undefined || sub === fileSub);
  });
}

interface FileItem {
  id: string | number;
  name: string;
}

/** A file explorer's items, folders first by path, as a flat list a person picks one from. */
function flattenItems(items: unknown[], prefix = ''): FileItem[] {
  return items.flatMap((item) => {
    const entry = record(item);
    const name = `${prefix}${text(entry.name) ?? String(entry.id)}`;
    const id = typeof entry.id === 'number' || typeof entry.id === 'string' ? entry.id : name;
    const children = Array.isArray(entry.children) ? flattenItems(entry.children, `${name}/`) : [];
    return [{id, name: Array.isArray(entry.children) ? `${name}/` : name}, ...children];
  });
}

/** A file select dialog: the fake store's files of the asked types, one or several to pick. */
export function FileSelectField({id, config, setResult}: FieldProps): JSX.Element {
  const files = FILES.map(fileResult).filter((file) => acceptsType(config.contentType, file.contentType));
  const multi = Boolean(config.multiselect);
  return (
    <fieldset className="host-choices">
      <legend>Files on this device (simulated)</legend>
      {files.length === 0 ? <p>No file of the asked type.</p> : null}
      {files.map((file) => (
        <label key={file.id}>
          <input
            type={multi ? 'checkbox' : 'radio'}
            name={`${id}-files`}
            onChange={(event) => {
              const form = event.currentTarget.closest('fieldset');
              const picked = Array.from(form?.querySelectorAll('input') ?? []).flatMap((input, index) =>
                input.checked ? [files[index]] : [],
              );
              setResult(picked);
            }}
          />{' '}
          {file.filename} <span className="host-muted">({Math.ceil(file.size / 1024)} KB)</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A file explorer dialog: the app's folders and files as a flat list, one to pick. */
export function FileExplorerField({id, config, setResult}: FieldProps): JSX.Element {
  const items = flattenItems(Array.isArray(config.items) ? config.items : []);
  return (
    <fieldset className="host-choices">
      <legend>{text(config.rootFolderName) ?? 'Files'}</legend>
      {items.length === 0 ? <p>The folder is empty.</p> : null}
      {items.map((item) => (
        <label key={String(item.id)}>
          <input type="radio" name={`${id}-explorer`} onChange={() => setResult(item.id)} /> {item.name}
        </label>
      ))}
    </fieldset>
  );
}
