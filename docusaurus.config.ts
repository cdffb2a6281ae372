import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {guides, resolveBaseUrl, resolveDocsRepositoryUrl, resolveSiteUrl} from './config/site';
import {library} from './config/library';
import {currentVersion, docsVersions} from './config/versions';
import type {ClientVersion} from './src/versions/paths';
import {apiReference, apiReferencePluginConfig} from './config/apiReference';
import remarkCodeLinks, {type RemarkCodeLinksOptions} from './plugins/code-theme/remarkCodeLinks';
import {announcementBar, announcementBarResetScript} from './config/announcement';
import searchPlugin, {type SearchOptions} from './plugins/search';
import codeThemePlugin from './plugins/code-theme';
import markdownTwinsPlugin, {llmsFiles, type MarkdownTwinsOptions} from './plugins/markdown-twins';
import startupPlugin from './plugins/startup';
import chunkFilesPlugin from './plugins/chunk-files';
import playgroundPlugin, {type PlaygroundOptions} from './plugins/playground';
import errorReferencePlugin from './plugins/error-reference';
import {errorReference} from './config/errorReference';
import {ssrTemplate} from './config/htmlTemplate';
import {darkCodeTheme, lightCodeTheme} from './config/codeThemes';

const baseUrl = resolveBaseUrl();

/** Names in the code blocks of guides and pages link to their API pages, in the guide's own version. */
const [currentReference, ...olderReferences] = apiReference.libraryVersions;
const remarkPlugins: [typeof remarkCodeLinks, RemarkCodeLinksOptions][] = [
  [
    remarkCodeLinks,
    {
      file: currentReference.codeLinksFile,
      versions: olderReferences.map((version) => ({
        name: version.name,
        dir: version.guides.dir,
        file: version.codeLinksFile,
      })),
    },
  ],
];

const presetOptions = {
  docs: {
    path: guides.dir,
    routeBasePath: guides.routeBasePath,
    remarkPlugins,
    sidebarPath: './sidebars.ts',
    // "Edit this page" opens the guide's source; "Last updated" comes from git (no date when
    // the history is missing, as in a shallow clone: Docusaurus leaves it out).
    editUrl: `${resolveDocsRepositoryUrl()}/edit/main/`,
    showLastUpdateTime: true,
    // The newest major is the current version, at /docs/; older ones under /docs/<name>/ (config/versions.ts).
    lastVersion: 'current',
    versions: Object.fromEntries(
      docsVersions.map((version) => [
        version.name,
        {label: version.label, path: version.segment, banner: version === currentVersion ? 'none' : 'unmaintained'},
      ]),
    ),
  },
  blog: false,
  pages: {remarkPlugins},
  theme: {
    customCss: './src/css/custom.css',
  },
  sitemap: {
    changefreq: 'weekly',
    priority: 0.5,
  },
} satisfies Preset.Options;

/** A Markdown twin of every page, llms.txt and llms-full.txt per version (plugins/markdown-twins). */
const markdownTwins = {
  summary:
    `${library.name} is the React library for apps on the chayns page-hosting platform: hooks that read the ` +
    'user, site, page and device from the host, dialogs the host shows, listeners, and the provider and host ' +
    'components that connect an app or a module to a chayns site.',
  versions: docsVersions.map((version) => ({
    name: version.name,
    segment: version.segment,
    title: `${version.library.name} ${version.library.version}`,
    details:
      `This is the documentation of ${version.library.name} ${version.library.version}` +
      `${version === currentVersion ? '' : ` (docs version ${version.label}; the current version is ${currentVersion.library.version})`}: ` +
      'guides, then the API reference. Every link below is the Markdown twin of a page of the site; ' +
      `${llmsFiles(version.segment).full} holds all of them in one file.`,
  })),
} satisfies MarkdownTwinsOptions;

const themeConfig = {
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  announcementBar: announcementBar(baseUrl),
  navbar: {
    title: 'chayns-api',
    hideOnScroll: true,
    // img/logo.svg as a 128 px PNG: an SVG image is parsed on the main thread while the first
    // paint is styled (src/css/custom.css, "SVG images").
    logo: {
      alt: 'chayns-api logo',
      src: 'img/logo.png',
    },
    items: [
      {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Guides'},
      // The reference of the version being read (src/components/ApiReferenceNavbarItem).
      {type: 'custom-apiReference', label: 'API reference', position: 'left', activeBaseRegex: '/api(/|$)'},
      {
        type: 'docsVersionDropdown',
        position: 'right',
        dropdownItemsAfter: [
          {href: library.releasesUrl, label: 'Release notes'},
          ...docsVersions.map((version) => ({
            href: version.library.npmUrl,
            label: `${version.library.name} ${version.library.version} on npm`,
          })),
        ],
      },
      {
        href: library.repositoryUrl,
        position: 'right',
        className: 'header-github-link',
        'aria-label': `${library.name} on GitHub`,
      },
      {type: 'search', position: 'right'},
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Guides',
        items: [
          {label: 'Getting started', to: '/docs/'},
          {label: 'Dialogs', to: '/docs/dialogs'},
          {label: 'Geo-location', to: '/docs/hooks/assets'},
        ],
      },
      {
        title: 'Reference',
        items: [
          {label: 'API reference', to: '/api/'},
          {label: 'Development configuration', to: '/docs/configuration/development'},
          {label: 'Contributing', to: '/docs/contributing'},
        ],
      },
      {
        title: 'Project',
        items: [
          {label: 'GitHub', href: library.repositoryUrl},
          {label: 'npm', href: library.npmUrl},
          {label: 'Release notes', href: library.releasesUrl},
        ],
      },
    ],
    copyright: `Documentation of ${library.name}, the React API for chayns apps.`,
  },
  tableOfContents: {
    minHeadingLevel: 2,
    maxHeadingLevel: 3,
  },
  // Both themes become CSS per colour mode (plugins/code-theme); code blocks are highlighted
  // with the grammars of plugins/code-theme/prism plus these additional languages.
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    additionalLanguages: ['bash', 'json'],
  },
} satisfies Preset.ThemeConfig;

const config = {
  title: 'chayns-api',
  tagline: 'The React API for apps on chayns: hooks, dialogs and host integration.',
  // The logo (img/logo.svg) as a 64 px PNG. Chromium reads the icon again whenever a client-side
  // navigation changes the head's links, and an SVG icon is then parsed as a document of its own
  // on the page's main thread, between the click and the paint (bench/report.md, "Long guides").
  favicon: 'img/favicon.png',
  headTags: [announcementBarResetScript],
  ssrTemplate,
  // Scrolls again to an anchor of the API overview once the panels above it are laid out.
  clientModules: ['./src/clientModules/anchorScroll.ts'],
  url: resolveSiteUrl(),
  baseUrl,
  // Every page is a folder with an index.html and every link, canonical URL and sitemap entry ends
  // in a slash: GitHub Pages serves such a URL without a redirect and sends the bare path there with
  // one 301 (bench/report.md, "URL forms", compares the three settings on a server that answers
  // like GitHub Pages).
  trailingSlash: true,
  titleDelimiter: '|',
  // Broken links, broken anchors and duplicate routes only warn at build
  // time; the test suite is what fails on them.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  onBrokenMarkdownLinks: 'warn',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },
  future: {
    experimental_faster: true,
  },
  customFields: {
    // The versions and what each documents, for the version switch (src/versions).
    docsVersions: docsVersions.map(({name, label, segment, library: lib}) => ({
      name,
      label,
      segment,
      library: {name: lib.name, version: lib.version, npmUrl: lib.npmUrl, repositoryUrl: lib.repositoryUrl},
    })) satisfies ClientVersion[],
  },
  presets: [['classic', presetOptions]],
  plugins: [
    apiReferencePluginConfig,
    // Each version's errors guide has an entry for every message its chayns-api throws or logs, and no other.
    [errorReferencePlugin as PluginModule, errorReference],
    [
      searchPlugin as PluginModule,
      {versions: docsVersions.map(({name, label, segment}) => ({name, label, segment}))} satisfies SearchOptions,
    ],
    codeThemePlugin,
    [markdownTwinsPlugin as PluginModule, markdownTwins],
    // The app renders where upstream would fail, and prefetches in idle time (plugins/startup).
    startupPlugin,
    // Script chunks named by id, so that every first load carries no table of chunk names (plugins/chunk-files).
    chunkFilesPlugin,
    // The preview frame of "Try it", one bundle per docs version, loaded when a reader presses it.
    [
      playgroundPlugin as PluginModule,
      {versions: docsVersions.map(({name, installName}) => ({name, installName}))} satisfies PlaygroundOptions,
    ],
  ],
  themeConfig,
} satisfies Config;

export default config;
