// Wrap: the original renders the configured HTML as is, so its links reload the whole site; this routes same-site links through the client router instead.
import React, {type MouseEvent} from 'react';
import Content from '@theme-original/AnnouncementBar/Content';
import type ContentType from '@theme/AnnouncementBar/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): JSX.Element {
  const history = useHistory();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (link && !modified && link.origin === window.location.origin && !link.target) {
      event.preventDefault();
      history.push(link.pathname + link.search + link.hash);
    }
  };
  return <Content {...props} onClickCapture={onClick} />;
}
