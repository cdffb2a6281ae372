/** The two docs versions without a build: paths and counterparts, and the notices of a page's place in time. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {counterpartPath, parseVersionedPath, type ClientVersion} from '../../src/versions/paths';
import {deprecationNotice, keepRenamedEnumPages, newInNotice, tagMarkdown} from '../../plugins/api-reference/notices';
import type {Reflection} from '../../plugins/api-reference/types';

const lib = (version: string) => ({name: 'chayns-api', version, npmUrl: '', repositoryUrl: ''});
const versions: ClientVersion[] = [
  {name: 'current', label: 'Next', segment: '', library: lib('3.6.3')},
  {name: '2.x', label: '2.x', segment: '2.x', library: lib('2.6.14')},
];
const [current, older] = versions;
const BASE = '/chayns-api/';

describe('docs version paths', () => {
  it('tell the version, section and page of any spelling of a path', () => {
    for (const [pathname, version, section, page] of [
      ['/chayns-api/docs/dialogs/', 'current', 'docs', 'dialogs'],
      ['/chayns-api/docs/2.x/dialogs', '2.x', 'docs', 'dialogs'],
      ['/chayns-api/docs/2.x/', '2.x', 'docs', ''],
      ['/chayns-api/api/2.x/function/useUser/', '2.x', 'api', 'function/useUser'],
      ['/chayns-api/api/function/useUser/index.html', 'current', 'api', 'function/useUser'],
      ['/chayns-api/api', 'current', 'api', ''],
      ['/chayns-api/', 'current', undefined, ''],
    ] as const) {
      const parsed = parseVersionedPath(pathname, BASE, versions);
      assert.deepEqual([parsed.version.name, parsed.section, parsed.page], [version, section, page], pathname);
    }
  });

  it('lead to the same page in the other version where it exists, else to its start page of the section', () => {
    const missing = new Set(['api:2.x:function/useSafeArea', 'docs:2.x:history']);
    const exists = (section: string, version: ClientVersion, page: string) =>
      !missing.has(`${section}:${version.name}:${page}`);
    const to = (pathname: string, target: ClientVersion) => counterpartPath(pathname, BASE, versions, target, exists);
    assert.equal(to('/chayns-api/docs/dialogs/', older), '/chayns-api/docs/2.x/dialogs/');
    assert.equal(to('/chayns-api/docs/2.x/dialogs/', current), '/chayns-api/docs/dialogs/');
    assert.equal(to('/chayns-api/api/function/useUser/', older), '/chayns-api/api/2.x/function/useUser/');
    assert.equal(to('/chayns-api/api/2.x/', current), '/chayns-api/api/');
    assert.equal(to('/chayns-api/api/function/useSafeArea/', older), '/chayns-api/api/2.x/');
    assert.equal(to('/chayns-api/docs/history/', older), '/chayns-api/docs/2.x/');
    assert.equal(to('/chayns-api/', older), '/chayns-api/docs/2.x/');
  });
});

describe('notices of a page', () => {
  const linkOf = (name: string) => (['createDialog', 'DialogType'].includes(name) ? `/api/x/${name}` : undefined);

  it('say what a deprecated export is replaced with, linking every export the tag names', () => {
    const page = {
      name: 'alert',
      kind: 64,
      signatures: [
        {
          comment: {
            summary: [],
            blockTags: [
              {
                tag: '@deprecated',
                content: [{kind: 'text', text: 'Use createDialog with type DialogType.ALERT instead'}],
              },
            ],
          },
        },
      ],
    } as unknown as Reflection;
    assert.equal(
      deprecationNotice(page, linkOf),
      '> **Deprecated.** Use [`createDialog`](/api/x/createDialog) with type [`DialogType`](/api/x/DialogType).ALERT instead.',
    );
    assert.equal(
      tagMarkdown([{kind: 'inline-tag', text: 'createDialog'}], linkOf),
      '[`createDialog`](/api/x/createDialog)',
    );
    assert.equal(deprecationNotice({name: 'useUser', kind: 64} as Reflection, linkOf), '');
  });

  it('list the deprecated members of a namespace', () => {
    const deprecated = (name: string) => ({
      name,
      kind: 64,
      comment: {summary: [], blockTags: [{tag: '@deprecated', content: [{kind: 'text', text: 'Use createDialog'}]}]},
    });
    const namespace = {
      name: 'dialog',
      kind: 4,
      children: [deprecated('alert'), {name: 'close', kind: 64}],
    } as unknown as Reflection;
    const notice = deprecationNotice(namespace, linkOf);
    assert.match(notice, /^> \*\*Deprecated in part\.\*\* 1 functions of this namespace are deprecated:/);
    assert.match(notice, /> - `alert`: Use \[`createDialog`\]/);
  });

  it('say "New in" with the release where it is known', () => {
    assert.equal(
      newInNotice('3.x', '2.x', '3.2.0', 'chayns-api'),
      '> **New in 3.x.** chayns-api 2.x does not have this export. It was added in chayns-api 3.2.0.',
    );
    assert.doesNotMatch(newInNotice('3.x', '2.x', undefined, 'chayns-api'), /added in/);
  });

  it('keep the enum page of a name that became a value alias, with fresh ids, deprecated for the new name', () => {
    const root = {
      id: 0,
      name: 'chayns-api',
      kind: 1,
      groups: [
        {title: 'Enumerations', children: [1]},
        {title: 'Variables', children: [4]},
      ],
      children: [
        {
          id: 1,
          name: 'RuntimeEnvironment',
          variant: 'declaration',
          kind: 8,
          permalink: '/api/enum/RuntimeEnvironment',
          children: [{id: 2, name: 'App', variant: 'declaration', kind: 16}],
          groups: [{title: 'Enumeration Members', children: [2]}],
        },
        {id: 4, name: 'RuntimeEnviroment', variant: 'declaration', kind: 32, permalink: '/api#RuntimeEnviroment'},
      ],
    } as unknown as Reflection;
    assert.deepEqual(keepRenamedEnumPages(root, {RuntimeEnviroment: 'RuntimeEnvironment'}), ['RuntimeEnviroment']);
    const kept = root.children!.find((child) => child.name === 'RuntimeEnviroment')!;
    assert.equal(kept.kind, 8);
    assert.equal(kept.permalink, '/api/enum/RuntimeEnviroment');
    assert.ok(kept.id > 4 && kept.children![0].id > 4, 'fresh ids');
    assert.deepEqual((kept as unknown as {groups: {children: number[]}[]}).groups[0].children, [kept.children![0].id]);
    const groups = (root as unknown as {groups: {title: string; children: number[]}[]}).groups;
    assert.deepEqual(groups, [
      {title: 'Enumerations', children: [1, kept.id]},
      {title: 'Variables', children: []},
    ]);
    assert.match(
      deprecationNotice(kept, (name) => (name === 'RuntimeEnvironment' ? `/api/enum/${name}` : undefined)),
      /use \[`RuntimeEnvironment`\]\(\/api\/enum\/RuntimeEnvironment\)/,
    );
  });
});
