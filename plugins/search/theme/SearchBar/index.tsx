// Fills theme-classic's empty SearchBar slot with our offline search box (MiniSearch over an index built with the site).
export {default} from '../SearchBox';
