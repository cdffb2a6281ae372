// Wrap: the footer takes no props, so a client-side navigation need not render it again. Its links
// read the address from the router themselves and still update.
import {memo} from 'react';
import Footer from '@theme-original/Footer';

export default memo(Footer);
