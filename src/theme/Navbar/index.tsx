// Wrap: the navbar takes no props, so a client-side navigation need not render it again. Its links
// and menus that follow the address read it from the router themselves and still update.
import {memo} from 'react';
import Navbar from '@theme-original/Navbar';

export default memo(Navbar);
