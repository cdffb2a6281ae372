import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The guides. The API reference has a sidebar of its own, generated with it
 * (see config/apiReference.ts).
 */
const sidebars = {
  docs: [
    'getting-started',
    'host-support',
    'migration',
    {
      type: 'category',
      label: 'Configuration',
      collapsed: false,
      items: ['configuration/development', 'configuration/webpack-customization'],
    },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: ['dialogs', 'history-layer', 'hooks/assets'],
    },
    // A reference to look a message up in, beside the guides rather than among them.
    'errors',
    'contributing',
  ],
} satisfies SidebarsConfig;

export default sidebars;
