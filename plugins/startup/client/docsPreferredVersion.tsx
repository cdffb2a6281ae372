/**
 * Stands in for plugin-content-docs 3.6.1's `lib/client/docsPreferredVersion.js` (an alias of
 * that file, see ../index.ts): the docs version a reader chose last, kept in browser storage.
 * Its exports behave as upstream's, with one difference. After hydration upstream reads the
 * stored choice in an effect and always sets a new state object, equal or not, so every
 * component that reads the preferred version (the navbar's items and the version dropdown,
 * about 220 components) rendered again in one task of 40-60 ms at full CPU speed (bench/
 * report.md, "Mobile blocking time"). Here the state changes only when the stored choice
 * differs from the state, and then as a transition, which React renders in slices.
 */
import React, {startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {useAllDocsData, useDocsData, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/constants';
import {useThemeConfig} from '@docusaurus/theme-common';
import {ReactContextError, createStorageSlot} from '@docusaurus/theme-common/internal';

type Persistence = ReturnType<typeof useThemeConfig>['docs']['versionPersistence'];
type AllDocsData = ReturnType<typeof useAllDocsData>;
type State = Record<string, {preferredVersionName: string | null}>;
type Api = {savePreferredVersion: (pluginId: string, versionName: string) => void};

const slot = (pluginId: string, persistence: Persistence) =>
  createStorageSlot(`docs-preferred-version-${pluginId}`, {persistence});

const initialState = (pluginIds: string[]): State =>
  Object.fromEntries(pluginIds.map((id) => [id, {preferredVersionName: null}]));

/** The stored choices; one naming a version the site no longer has is removed. */
function readStorageState(pluginIds: string[], persistence: Persistence, allDocsData: AllDocsData): State {
  return Object.fromEntries(
    pluginIds.map((pluginId) => {
      const stored = slot(pluginId, persistence).get();
      if (allDocsData[pluginId]!.versions.some((version) => version.name === stored)) {
        return [pluginId, {preferredVersionName: stored}];
      }
      slot(pluginId, persistence).del();
      return [pluginId, {preferredVersionName: null}];
    }),
  );
}

const sameState = (a: State, b: State) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(a).every((id) => a[id]?.preferredVersionName === b[id]?.preferredVersionName);

const Context = React.createContext<[State, Api] | null>(null);

function useContextValue(): [State, Api] {
  const allDocsData = useAllDocsData();
  const persistence = useThemeConfig().docs.versionPersistence;
  const pluginIds = useMemo(() => Object.keys(allDocsData), [allDocsData]);
  const [state, setState] = useState(() => initialState(pluginIds));
  useEffect(() => {
    const stored = readStorageState(pluginIds, persistence, allDocsData);
    startTransition(() => setState((current) => (sameState(current, stored) ? current : stored)));
  }, [allDocsData, persistence, pluginIds]);
  const api = useMemo<Api>(
    () => ({
      savePreferredVersion(pluginId, versionName) {
        slot(pluginId, persistence).set(versionName);
        setState((current) => ({...current, [pluginId]: {preferredVersionName: versionName}}));
      },
    }),
    [persistence],
  );
  return useMemo(() => [state, api], [state, api]);
}

function DocsPreferredVersionContextProviderUnsafe({children}: {children: ReactNode}): JSX.Element {
  return <Context.Provider value={useContextValue()}>{children}</Context.Provider>;
}

export function DocsPreferredVersionContextProvider({children}: {children: ReactNode}): JSX.Element {
  return <DocsPreferredVersionContextProviderUnsafe>{children}</DocsPreferredVersionContextProviderUnsafe>;
}

function useDocsPreferredVersionContext(): [State, Api] {
  const value = useContext(Context);
  if (!value) throw new ReactContextError('DocsPreferredVersionContextProvider');
  return value;
}

/** The version the reader chose last for a docs plugin, and a way to save a new choice. */
export function useDocsPreferredVersion(pluginId: string = DEFAULT_PLUGIN_ID): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  const docsData = useDocsData(pluginId);
  const [state, api] = useDocsPreferredVersionContext();
  const {preferredVersionName} = state[pluginId]!;
  const preferredVersion = docsData.versions.find((version) => version.name === preferredVersionName) ?? null;
  const savePreferredVersionName = useCallback(
    (versionName: string) => api.savePreferredVersion(pluginId, versionName),
    [api, pluginId],
  );
  return {preferredVersion, savePreferredVersionName};
}

/** The preferred version of every docs plugin. */
export function useDocsPreferredVersionByPluginId(): Record<string, GlobalVersion | null> {
  const allDocsData = useAllDocsData();
  const [state] = useDocsPreferredVersionContext();
  return Object.fromEntries(
    Object.keys(allDocsData).map((pluginId) => {
      const {preferredVersionName} = state[pluginId]!;
      return [
        pluginId,
        allDocsData[pluginId]!.versions.find((version) => version.name === preferredVersionName) ?? null,
      ];
    }),
  );
}
