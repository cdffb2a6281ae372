// Wrap: wide tables in guides scroll sideways on small screens; a tab stop makes that scrollable region reachable by keyboard (WCAG 2.1.1).
// Long pages render their first blocks first after a client-side navigation (ContentInSteps).
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ContentInSteps from '@site/src/components/ContentInSteps';

function Table(props: ComponentProps<'table'>): JSX.Element {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table, wrapper: ContentInSteps};
