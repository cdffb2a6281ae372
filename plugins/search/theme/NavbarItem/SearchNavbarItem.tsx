// Change: theme-classic renders no search item in the mobile side menu; ours shows the search box there too.
import React, {type ReactNode} from 'react';
import NavbarSearch from '@theme/Navbar/Search';
import SearchBar from '@theme/SearchBar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/NavbarItem/SearchNavbarItem';
import SearchBox from '../SearchBox';

function MenuSearch(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <li className="menu__list-item">
      <SearchBox placement="menu" onNavigate={() => mobileSidebar.shown && mobileSidebar.toggle()} />
    </li>
  );
}

export default function SearchNavbarItem({mobile, className}: Props): ReactNode {
  if (mobile) return <MenuSearch />;
  return (
    <NavbarSearch className={className}>
      <SearchBar />
    </NavbarSearch>
  );
}
